import { useIntl } from 'react-intl';
import { MY_DATA_PATH } from '@domain/account-removal.ts';
import { accountRemovalMessages as messages } from './messages.ts';
import './AccountRemoval.css';

/** The data download of /profile/account/ (GDPR art. 20): one zip of everything the person has here. */
export function MyDataSection() {
  const intl = useIntl();
  return (
    <section className="account-section" aria-labelledby="my-data-title">
      <h2 id="my-data-title" className="account-section__heading">
        {intl.formatMessage(messages.myDataTitle)}
      </h2>
      <p className="account-section__hint">{intl.formatMessage(messages.myDataHint)}</p>
      <a className="account-removal__button" href={MY_DATA_PATH} download>
        {intl.formatMessage(messages.myDataDownload)}
      </a>
    </section>
  );
}
