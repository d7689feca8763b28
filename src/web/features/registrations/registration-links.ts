export const REGISTRATIONS_PATH = "/dashboard/registrations";
export const REGISTRATIONS_TITLE = "Mes inscriptions";
