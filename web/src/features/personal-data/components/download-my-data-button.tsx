import { myDataPath } from '../api/personal-data-api';
import { DownloadDataButton } from './download-data-button';

/** Settings' "Download my data": the signed-in person's own file. */
export function DownloadMyDataButton() {
  return <DownloadDataButton path={myDataPath} />;
}
