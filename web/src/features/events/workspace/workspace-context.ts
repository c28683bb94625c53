import { useOutletContext } from 'react-router-dom';
import type { EventWithTypes } from '@contract/events';

/** What the workspace hands each section: the event as its organiser sees it. */
export type WorkspaceContext = { event: EventWithTypes };

/** The event whose workspace this section is in. */
export const useWorkspaceEvent = () => useOutletContext<WorkspaceContext>().event;
