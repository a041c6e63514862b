// The staff console's entry: mounts StaffConsole on /staff with the settings the page wrote
// into data-props. Bundled on its own by src/integrations/staff-console/bundle.mjs, so the console's
// React and Firebase code is separate from every other page's files.
import { createRoot } from 'react-dom/client';
import StaffConsole, { type StaffConsoleProps } from './StaffConsole';

const mount = document.getElementById('staff-console');
if (mount) {
  const props = JSON.parse(mount.dataset.props ?? '{}') as StaffConsoleProps;
  createRoot(mount).render(<StaffConsole {...props} />);
}
