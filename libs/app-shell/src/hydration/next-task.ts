/** A later task: a tap can be handled between the long pieces of work before and during hydration. */
export const nextTask = () => new Promise((resolve) => setTimeout(resolve));
