// The offline worker's caches beside Workbox's precache (src/integrations/offline/worker.ts):
// pages for everybody, a family's (deleted at sign-out: kept-pages.ts), other files.
export const CACHES = { pages: 'jc-pages', family: 'jc-family', files: 'jc-files' } as const;
