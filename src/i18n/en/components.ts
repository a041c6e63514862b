// The words of shared components that no page's area holds: the live-class illustration's badge
// and the course facts the structured data (JSON-LD) gives search engines.
export const words = {
  /** The badge on the mentor's video tile. */
  liveBadge: 'LIVE',
  course: {
    /** A course's grades, "1-10" as written in courses.yaml. */
    grades: (range: string) => `Grades ${range}`,
    workload: (lessons: number, duration: string) => `${lessons} lessons over ${duration}`,
  },
};

export type ComponentWords = typeof words;
