import { CHILD_TEXT_LIMITS } from "../../../../domain/child.ts";
import { HEALTH_TEXT_LIMITS } from "../../../../domain/health-form.ts";
import { FormTextArea } from "../../../components/form/form-text-field.tsx";

const NOTE_LIMITS = { ...CHILD_TEXT_LIMITS, ...HEALTH_TEXT_LIMITS };

interface ChildNoteFieldProps {
  /** The file's field; the input's id is "child-" and its name in kebab case. */
  name: Exclude<keyof typeof NOTE_LIMITS, "doctorContact">;
  label: string;
  rows?: number;
  placeholder?: string;
  hint?: string;
}

/**
 * A free-text answer about the child's health, as long as the file allows. autoComplete off: a
 * shared phone should not suggest one child's treatment to the next person.
 */
export function ChildNoteField({ name, rows = 2, ...texts }: ChildNoteFieldProps) {
  const id = `child-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
  return <FormTextArea id={id} name={name} rows={rows} autoComplete="off" maxLength={NOTE_LIMITS[name]} {...texts} />;
}
