import { Suspense } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay/hooks';
import type { ConsentGateMutation } from '../../__generated__/ConsentGateMutation.graphql.ts';
import type { ConsentGateQuery } from '../../__generated__/ConsentGateQuery.graphql.ts';
import { formatToken } from '../../i18n/tokens.ts';
import { useToast } from '../../ui/index.ts';
import { useLogout } from '../auth/useLogout.ts';
import { consentMessages } from './messages.ts';
import './ConsentGate.css';

const pendingQuery = graphql`
  query ConsentGateQuery {
    viewer {
      pendingConsents {
        name
        type
        title
        text
      }
    }
  }
`;

const decideMutation = graphql`
  mutation ConsentGateMutation($input: DecideConsentInput!) {
    decideConsent(input: $input) {
      __typename
      ... on PendingConsents {
        pendingConsents {
          name
          type
          title
          text
        }
      }
    }
  }
`;

export interface ConsentGateProps {
  /** each new value runs the consent check again (a fresh login) */
  checkKey: number;
}

/** The consent check of social-core §4: a pending BLOCK item covers the app until accepted; rejecting logs out. */
export function ConsentGate(props: ConsentGateProps) {
  return (
    <Suspense fallback={null}>
      <PendingBlockConsent {...props} />
    </Suspense>
  );
}

function PendingBlockConsent({ checkKey }: ConsentGateProps) {
  const intl = useIntl();
  const toast = useToast();
  const logout = useLogout();
  const { viewer } = useLazyLoadQuery<ConsentGateQuery>(pendingQuery, {}, { fetchKey: checkKey, fetchPolicy: 'network-only' });
  const [commit, deciding] = useMutation<ConsentGateMutation>(decideMutation);
  const item = viewer.pendingConsents.find((consent) => consent.type === 'BLOCK');
  if (!item) return null;

  const failed = () => toast(formatToken(intl, 'OPERATION_NOT_SUCCEEDED'), { kind: 'error' });
  const accept = () =>
    commit({
      variables: { input: { name: item.name, accepted: true } },
      updater: (store) => {
        const pending = store.getRootField('decideConsent')?.getLinkedRecords('pendingConsents');
        if (pending) store.getRoot().getLinkedRecord('viewer')?.setLinkedRecords(pending, 'pendingConsents');
      },
      onCompleted: ({ decideConsent }) => {
        if (decideConsent.__typename !== 'PendingConsents') failed();
      },
      onError: failed,
    });

  return (
    <ModalOverlay isOpen isDismissable={false} isKeyboardDismissDisabled className="consent-overlay">
      <Modal className="consent-modal">
        <Dialog className="consent-dialog" data-testid="consent-popup">
          <p className="consent-intro">{intl.formatMessage(consentMessages.intro)}</p>
          <Heading slot="title" level={1} className="consent-title">
            {item.title}
          </Heading>
          <p className="consent-text">{item.text}</p>
          <div className="consent-actions">
            <Button className="ui-dialog__button ui-dialog__button--primary consent-button" isPending={deciding} onPress={accept}>
              {intl.formatMessage(consentMessages.accept)}
            </Button>
            <Button className="ui-dialog__button consent-button" isDisabled={deciding} onPress={logout}>
              {intl.formatMessage(consentMessages.reject)}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
