// What the dashboard shows after its first paint (dashboard.tsx), behind one import.
export { DashboardOffline } from './dashboard-offline';
export { DashboardPreparation } from './dashboard-preparation';
export { ExamGuide } from '../../features/series/components/exam-guide';
