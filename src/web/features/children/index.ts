/** What other features may use of the children feature. */
export { ADD_CHILD_TITLE, ChildFormDialog } from "./components/child-form-dialog.tsx";
