// Stands in for domain/countries.json inside the first-paint scripts (integrations/first-paint):
// the countries are the editors' data, so they reach an inline script through its page's
// HTML, not its text, whose hash the CSP lists.
import type { CountryInfo } from '../../domain/countries';
import { GLANCE_TEMPLATE_ID } from './glance-page';

const data = document.getElementById(GLANCE_TEMPLATE_ID)?.dataset.countries;
const countries: CountryInfo[] = data ? (JSON.parse(data) as CountryInfo[]) : [];
export default countries;
