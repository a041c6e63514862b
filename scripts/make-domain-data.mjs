// Regenerates src/domain/countries.json and src/domain/phone-metadata.json from
// src/content/countries.yaml (the build does this too). Run after upgrading libphonenumber-js:
//   npm run make:domain-data
import { root } from './lib/local.mjs';
import { writeDomainData } from './lib/domain-data.mjs';

const changed = writeDomainData(root);
console.log(changed.length ? `wrote ${changed.join(', ')}` : 'src/domain data modules are current');
