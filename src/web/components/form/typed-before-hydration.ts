/**
 * What a person types into a form the server drew, before the application's code has arrived
 * (decision 0021). React keeps a field's text when it hydrates it, but react-hook-form then
 * writes each field's default value into it as it registers the field: without this, the text
 * typed on a slow phone would vanish the moment the page came alive. main.tsx notes each field
 * changed before hydration, and every keystroke until the forms take over; each Form puts its
 * own fields' values back into its state (and so into the fields) once drawn.
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const typed = new WeakMap<Element, string | boolean>();
let stopListening: (() => void) | null = null;

const isField = (element: EventTarget | null): element is Field =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;

const isCheckbox = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && field.type === "checkbox";

function changedByHand(field: Field): boolean {
  if (isCheckbox(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement) return Array.from(field.options).some((option) => option.selected !== option.defaultSelected);
  return field.value !== field.defaultValue;
}

function remember(field: Field): void {
  typed.set(field, isCheckbox(field) ? field.checked : field.value);
}

/** Notes what was typed into the server's fields under `root` so far, and from now until a form takes it back. */
export function keepTypedValues(root: HTMLElement): void {
  for (const field of root.querySelectorAll("input, textarea, select")) if (isField(field) && changedByHand(field)) remember(field);
  const onInput = (event: Event) => {
    if (isField(event.target)) remember(event.target);
  };
  // Capture: noted before any handler of the page sees the keystroke.
  root.addEventListener("input", onInput, true);
  root.addEventListener("change", onInput, true);
  stopListening = () => {
    root.removeEventListener("input", onInput, true);
    root.removeEventListener("change", onInput, true);
  };
}

/**
 * Hands `setValue` what was typed into this form's fields before hydration, once, by field name.
 * A name shared by several fields (a group of checkboxes) is left as the form draws it.
 */
export function restoreTypedValues(form: HTMLFormElement, setValue: (name: string, value: string | boolean) => void): void {
  stopListening?.();
  stopListening = null;
  const fields = Array.from(form.elements).filter(isField);
  for (const field of fields) {
    const value = typed.get(field);
    if (value === undefined) continue;
    typed.delete(field);
    if (field.name && fields.filter((other) => other.name === field.name).length === 1) setValue(field.name, value);
  }
}
