import { TabList } from "../../../components/tab-list";

export type ActivityTab = "all" | "updates" | "comments";

const TABS: { value: ActivityTab; label: string }[] = [
  { value: "all", label: "All" },
  { value: "updates", label: "Updates" },
  { value: "comments", label: "Comments" },
];

type ActivityTabsProps = { value: ActivityTab; onChange: (tab: ActivityTab) => void; panelId: string };

/** A segmented control with tab semantics; arrow keys move between the options. */
export function ActivityTabs({ value, onChange, panelId }: ActivityTabsProps) {
  return <TabList label="Show activity" tabs={TABS} value={value} onChange={onChange} controls={panelId} variant="segmented" />;
}
