import { accountDataSchema } from '@prepacode/domain/contracts/account.contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/compte/donnees, saved as a JSON file. Fetched through the API client (its base and
 * its checks), then handed to the browser as a download of the same name the server gives.
 */
export async function downloadData(): Promise<void> {
  const data = await apiRequest('/api/compte/donnees', { schema: accountDataSchema });
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `mes-donnees-${data.exporte_le.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click has run; the object URL can go.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const useDownloadData = () => useMutation({ mutationFn: downloadData });
