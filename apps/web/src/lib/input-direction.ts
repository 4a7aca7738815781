/**
 * Direction of what is typed in an input, set on the input itself (Mantine's `dir` prop lands on
 * the wrapper, which would also turn the label, hint and error around on an Arabic page).
 */

/** Text in any script (an address, a name): shown from its own start whatever the page's direction. */
export const FREE_TEXT_INPUT = { attributes: { input: { dir: 'auto' } } } as const;

/** Email addresses, host names, numbers and codes: always left to right. */
export const LTR_INPUT = { attributes: { input: { dir: 'ltr' } } } as const;
