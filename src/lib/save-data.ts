/** What the Network Information API tells of the visitor's wish to save data (Chromium only). */
interface SaveDataConnection {
  saveData?: boolean;
}

/** Whether the visitor's browser asks pages to save data (the Save-Data setting). */
export function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: SaveDataConnection }).connection;
  return connection?.saveData === true;
}
