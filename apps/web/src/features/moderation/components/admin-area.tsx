import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import * as ko from '../../../lib/i18n/ko';
import { BoardsTab } from './boards-tab';
import { LogTab } from './log-tab';
import { MembersTab } from './members-tab';
import { ReportsTab } from './reports-tab';

const t = ko.admin;

/** A tab another feature adds to the operator area (the route page composes them). */
export interface AdminTab {
  value: string;
  label: string;
  content: ReactNode;
}

/** The operator area's tabs; each list loads when its tab is first opened. */
export function AdminArea({ extraTabs = [] }: { extraTabs?: AdminTab[] }) {
  return (
    <Tabs defaultValue="reports">
      <TabsList aria-label={t.tabs}>
        <TabsTrigger value="reports">{t.tabReports}</TabsTrigger>
        <TabsTrigger value="log">{t.tabLog}</TabsTrigger>
        <TabsTrigger value="members">{t.tabMembers}</TabsTrigger>
        <TabsTrigger value="boards">{t.tabBoards}</TabsTrigger>
        {extraTabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="reports" className="pt-4 outline-none">
        <ReportsTab />
      </TabsContent>
      <TabsContent value="log" className="pt-4 outline-none">
        <LogTab />
      </TabsContent>
      <TabsContent value="members" className="pt-4 outline-none">
        <MembersTab />
      </TabsContent>
      <TabsContent value="boards" className="pt-4 outline-none">
        <BoardsTab />
      </TabsContent>
      {extraTabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value} className="pt-4 outline-none">
          {tab.content}
        </TabsContent>
      ))}
    </Tabs>
  );
}
