/**
 * 'Ou choisir un de mes enfants' in the search filters: a signed-in parent picks one of their
 * children instead of typing an age. The select is the `birthDate` filter itself (its options'
 * values are birth dates), so the server counts the child's age on each plaine's first day. Plain
 * DOM, no React: the search page (React) and the public pages' script share it.
 */
export const CHILD_PICKER_ATTRIBUTE = "data-child-picker";

/** What the picker needs of a child: the first name it shows, the birth date it filters by. */
export interface PickableChild {
  firstName: string;
  birthDate: string;
}

function fieldsOf(form: HTMLFormElement) {
  const age = form.elements.namedItem("age");
  const birthDate = form.elements.namedItem("birthDate");
  return {
    age: age instanceof HTMLInputElement ? age : null,
    birthDate: birthDate instanceof HTMLSelectElement ? birthDate : null,
  };
}

/**
 * The child's age is one filter, typed or picked: picking a child empties the typed age, typing
 * an age lets go of the picked child. Returns what stops following the form.
 */
export function followChildPicker(form: HTMLFormElement): () => void {
  const onInput = (event: Event) => {
    const { age, birthDate } = fieldsOf(form);
    if (!age || !birthDate) return;
    if (event.target === birthDate && birthDate.value) age.value = "";
    if (event.target === age && age.value.trim()) birthDate.value = "";
  };
  form.addEventListener("input", onInput);
  return () => form.removeEventListener("input", onInput);
}

/**
 * Puts the parent's children into the picker of a page drawn by the server (which drew it hidden
 * and empty but for the address's birth date, if any) and shows it; a parent without children
 * never sees it. The address's birth date stays chosen: under the child's name when it is theirs.
 */
export function fillChildPicker(form: HTMLFormElement, children: readonly PickableChild[]): void {
  const { birthDate } = fieldsOf(form);
  const picker = form.querySelector<HTMLElement>(`[${CHILD_PICKER_ATTRIBUTE}]`);
  if (!birthDate || !picker || children.length === 0) return;
  const chosen = birthDate.value;
  const named = children.some((child) => child.birthDate === chosen);
  // The address's date drawn as a date of its own goes once a child of that date takes its place.
  if (named) for (const option of [...birthDate.options]) if (option.value === chosen) option.remove();
  let selected = false;
  for (const child of children) {
    const isChosen: boolean = !selected && child.birthDate === chosen;
    selected ||= isChosen;
    const option = document.createElement("option");
    option.value = child.birthDate;
    option.textContent = child.firstName;
    // Chosen by default too, so a form reset (the back button) keeps the address's child.
    option.defaultSelected = isChosen;
    birthDate.append(option);
    if (isChosen) birthDate.value = child.birthDate;
  }
  picker.hidden = false;
}
