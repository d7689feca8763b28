export const REGISTRATIONS_TITLE = "Mes inscriptions";
