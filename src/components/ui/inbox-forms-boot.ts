// The few lines every page runs for its forms: the form logic (inbox-forms.ts) loads when a
// parent first focuses a form, so the many visitors who never write to us don't pay for it.
const selector = 'form[data-question-form], form[data-contact-form]';
let logic: Promise<typeof import('./inbox-forms')> | undefined;
const load = () => (logic ??= import('./inbox-forms'));

for (const form of document.querySelectorAll<HTMLFormElement>(selector)) {
  form.noValidate = true; // our messages, tied to the fields, replace the browser's bubbles
  form.addEventListener('focusin', () => void load().then((m) => m.prepareForm(form)), { once: true });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void load().then((m) => m.submitForm(form));
  });
}
