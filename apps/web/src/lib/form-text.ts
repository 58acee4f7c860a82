/**
 * A form field's text, '' when the field is absent. Only text is read here: String() of a file
 * field would give « [object File] ».
 */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/**
 * A number as typed in a field, as the server's schema reads it: an empty or odd value stays
 * as typed, for the schema to refuse it in words rather than the page to guess.
 */
export function typedNumber(value: string): number | string {
  const text = value.trim();
  return text !== '' && Number.isFinite(Number(text)) ? Number(text) : text;
}

/** A form's number field: `typedNumber` of its text. */
export const formNumber = (form: FormData, name: string): number | string =>
  typedNumber(formText(form, name));
