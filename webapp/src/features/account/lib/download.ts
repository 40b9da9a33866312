import { exportAccount, exportFileName } from '../api/account';

/** Saves a JSON document as a file through the browser. */
export function saveJson(data: unknown, fileName: string) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** "Download my data": everything the user owns, as one JSON file. */
export async function downloadMyData() {
  const data = await exportAccount();
  saveJson(data, exportFileName());
}
