/**
 * A form field's text, '' when the field is absent. Only text is read here: String() of a file
 * field would give « [object File] ».
 */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
