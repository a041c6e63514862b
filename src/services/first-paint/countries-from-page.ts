// Stands in for domain/countries.json inside the first-paint scripts (integrations/first-paint):
// the countries are the editors' data, so they reach an inline script through its page's
// HTML, not its text, whose hash the CSP lists.
import type { CountryInfo } from '../../domain/countries';
import { COUNTRIES_ATTRIBUTE } from './glance-page';

// The page's template that carries them (/manage's and /enroll's).
const data = document.querySelector(`template[${COUNTRIES_ATTRIBUTE}]`)?.getAttribute(COUNTRIES_ATTRIBUTE);
const countries: CountryInfo[] = data ? (JSON.parse(data) as CountryInfo[]) : [];
export default countries;
