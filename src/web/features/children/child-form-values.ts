import type { Child } from "../../../domain/child.ts";

/** A child's file as the form holds it: every field a string, an empty one for what is not filled. */
export interface ChildFormValues {
  firstName: string;
  lastName: string;
  birthDate: string;
  allergies: string;
  medicalConditions: string;
  medications: string;
  doctorContact: string;
  additionalInfo: string;
}

export const CHILD_FORM_FIELDS = [
  "firstName",
  "lastName",
  "birthDate",
  "allergies",
  "medicalConditions",
  "medications",
  "doctorContact",
  "additionalInfo",
] as const satisfies readonly (keyof ChildFormValues)[];

export const EMPTY_CHILD_FORM: ChildFormValues = {
  firstName: "",
  lastName: "",
  birthDate: "",
  allergies: "",
  medicalConditions: "",
  medications: "",
  doctorContact: "",
  additionalInfo: "",
};

/** Inputs cannot show null: missing medical values become "" (childSchema turns them back into null). */
export function childFormValues(child: Child | null): ChildFormValues {
  if (!child) return EMPTY_CHILD_FORM;
  return {
    firstName: child.firstName,
    lastName: child.lastName,
    birthDate: child.birthDate,
    allergies: child.allergies ?? "",
    medicalConditions: child.medicalConditions ?? "",
    medications: child.medications ?? "",
    doctorContact: child.doctorContact ?? "",
    additionalInfo: child.additionalInfo ?? "",
  };
}
