import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import type { useLogoutMutation } from '../../__generated__/useLogoutMutation.graphql.ts';
import { useToast } from '../../ui/index.ts';
import { forgetPushDevice } from '../push/forget-device.ts';
import { removeSubscription } from '../push/usePushRegistration.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { shellMessages } from '../shell/messages.ts';

const logoutMutation = graphql`
  mutation useLogoutMutation {
    logout {
      viewer {
        role
      }
    }
  }
`;

/**
 * Ends the session; whatever the outcome, local state is dropped and the app goes home. First, while
 * the session still identifies the person, this device's push subscription is dropped on the server
 * (best effort: a failure or a slow answer never holds up the logout).
 */
export function useLogout(): () => void {
  const [commit] = useMutation<useLogoutMutation>(logoutMutation);
  const environment = useRelayEnvironment();
  const { restartSession } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const intl = useIntl();
  return useCallback(() => {
    const finish = () => {
      restartSession();
      void navigate('/', { replace: true });
    };
    void forgetPushDevice((deviceId) => removeSubscription(environment, deviceId)).then(() =>
      commit({
        variables: {},
        onCompleted: () => {
          toast(intl.formatMessage(shellMessages.loggedOut), { kind: 'success' });
          finish();
        },
        onError: finish,
      }),
    );
  }, [commit, environment, restartSession, navigate, toast, intl]);
}
