/** What other features may use of the children feature. */
export { ADD_CHILD_TITLE, ChildFormDialog, type ChildFormTarget } from "./components/child-form-dialog.tsx";
export { childrenQueryOptions } from "./api/get-children.ts";
