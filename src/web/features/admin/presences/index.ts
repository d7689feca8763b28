/** What other admin areas use of the plaine on the ground: the dashboard's block and the plaine page's section. */
export { TodayOnTheGroundPanel } from "./components/today-on-the-ground.tsx";
export { PlaineFieldSection } from "./components/plaine-field-section.tsx";
export { UrgentTextPanel } from "./components/urgent-text-panel.tsx";
