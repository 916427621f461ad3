/** The file input of the timeline's "Import…" (the command palette clicks it too). */
export const TIMELINE_IMPORT_INPUT_ID = 'timeline-import-file';

/** The timeline's "Export JSON" button (the command palette clicks it too). */
export const TIMELINE_EXPORT_BUTTON_ID = 'timeline-export';
