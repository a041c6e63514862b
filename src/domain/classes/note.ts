// How long a mentor's note to a parent may be: the mark form's limit and the function's check.

/** The longest note a mentor may leave a parent. */
export const NOTE_MAX = 500;
