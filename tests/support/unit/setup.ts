// Testing Library's findBy* and waitFor give up after 1 s by default; islands load their
// modules lazily, and a machine busy with the emulators and a build takes longer than that.
// They still answer as soon as the element is there. Only DOM test files load the library.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
}

export {};
