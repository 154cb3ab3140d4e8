import { useRef, useState, type ChangeEvent } from 'react';
import { faFileExport, faFileImport } from '@fortawesome/free-solid-svg-icons';
import { Alert } from '../alert/Alert';
import { Button } from '../button/Button';
import { Icon } from '../icon/Icon';
import { entriesToIcs, IcsImportError } from './calendarIcs';
import { entriesFromIcs, icsImportLimit } from './calendarIcsImport';
import type { CalendarEntry } from './calendarMath';
import { ActionsRoot, ActionsRow } from './CalendarIcsActions.styles';

/** Every text the iCalendar buttons show, so an app can translate it. */
export interface CalendarIcsActionsStrings {
  export: string;
  import: string;
  /** Said after a file without repeating events was read and its events handed over. */
  imported: (count: number) => string;
  /** Said instead when repeats made `count` events of the file's `sourceCount`. */
  importedRepeats: (count: number, sourceCount: number) => string;
  /** Added when the limit of events per import left some repeats out. */
  capped: (limit: number) => string;
  unreadable: string;
  noEvents: string;
  badEvent: string;
  badRule: string;
  close: string;
}

/** The buttons' English texts. */
export const defaultCalendarIcsActionsStrings: CalendarIcsActionsStrings = {
  export: 'Export (.ics)',
  import: 'Import (.ics)',
  imported: (count) => `Imported ${count} ${count === 1 ? 'event' : 'events'}.`,
  importedRepeats: (count, sourceCount) =>
    `Imported ${count} events from ${sourceCount} calendar ${sourceCount === 1 ? 'entry' : 'entries'}, repeats within a year of today included.`,
  capped: (limit) => `Only the first ${limit} events were imported; later repeats were left out.`,
  unreadable: 'This file is not an iCalendar (.ics) file. Nothing was imported.',
  noEvents: 'This iCalendar file holds no events. Nothing was imported.',
  badEvent: 'An event in this file has no readable start date. Nothing was imported.',
  badRule: 'An event in this file has a repeat rule that cannot be read. Nothing was imported.',
  close: 'Close',
};

/** Props of {@link CalendarIcsActions}. */
export interface CalendarIcsActionsProps {
  /** The events to export, read when Export is pressed (usually the ones in view). */
  getEntries: () => readonly CalendarEntry[];
  /** Receives every event of a file that was read in full; a broken file calls nothing. */
  onImport: (entries: CalendarEntry[]) => void;
  /** Name of the downloaded file. Default `calendar.ics`. */
  fileName?: string;
  /** Called with the exported file's text once its download has started. */
  onExport?: (ics: string) => void;
  strings?: Partial<CalendarIcsActionsStrings>;
  className?: string;
}

type Outcome = { kind: 'error' | 'success'; text: string } | null;

function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The browser has taken the file once the click returns; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Export and Import buttons for iCalendar (.ics) files: Export downloads the given events, Import reads a
 * chosen file and hands over all its events, repeats expanded (see {@link entriesFromIcs}), or says why it
 * could not and hands over none. The iCalendar parser loads on first use, not with the page.
 */
export function CalendarIcsActions({
  getEntries,
  onImport,
  fileName = 'calendar.ics',
  onExport,
  strings: stringOverrides,
  className,
}: CalendarIcsActionsProps) {
  const strings = { ...defaultCalendarIcsActionsStrings, ...stringOverrides };
  const input = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const exportEntries = async () => {
    const ics = await entriesToIcs(getEntries());
    download(ics, fileName);
    onExport?.(ics);
  };
  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be chosen again after it is fixed.
    event.target.value = '';
    if (!file) return;
    setOutcome(null);
    try {
      const { entries, sourceCount, isCapped } = await entriesFromIcs(await file.text());
      onImport(entries);
      const count = entries.length;
      const imported =
        count === sourceCount || count < 2
          ? strings.imported(count)
          : strings.importedRepeats(count, sourceCount);
      setOutcome({
        kind: 'success',
        text: isCapped ? `${imported} ${strings.capped(icsImportLimit)}` : imported,
      });
    } catch (error) {
      const reason = error instanceof IcsImportError ? error.reason : 'unreadable';
      setOutcome({ kind: 'error', text: strings[reason] });
    }
  };
  return (
    <ActionsRoot className={className}>
      <ActionsRow>
        <Button size="sm" icon={<Icon icon={faFileExport} />} onPress={() => void exportEntries()}>
          {strings.export}
        </Button>
        <Button size="sm" icon={<Icon icon={faFileImport} />} onPress={() => input.current?.click()}>
          {strings.import}
        </Button>
        {/* Chosen through the Import button; the native control stays out of sight and out of the tab order. */}
        <input
          ref={input}
          type="file"
          accept=".ics,text/calendar"
          hidden
          onChange={(event) => void importFile(event)}
        />
      </ActionsRow>
      {outcome && (
        <Alert
          variant={outcome.kind === 'error' ? 'danger' : 'success'}
          isDismissible
          closeLabel={strings.close}
          onDismiss={() => setOutcome(null)}
        >
          {outcome.text}
        </Alert>
      )}
    </ActionsRoot>
  );
}
