import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import { useNavigate } from 'react-router';
import type { useLogoutMutation } from '../../__generated__/useLogoutMutation.graphql.ts';
import { useToast } from '../../ui/index.ts';
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

/** Ends the session; whatever the outcome, local state is dropped and the app goes home. */
export function useLogout(): () => void {
  const [commit] = useMutation<useLogoutMutation>(logoutMutation);
  const { restartSession } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const intl = useIntl();
  return useCallback(() => {
    const finish = () => {
      restartSession();
      navigate('/', { replace: true });
    };
    commit({
      variables: {},
      onCompleted: () => {
        toast(intl.formatMessage(shellMessages.loggedOut), { kind: 'success' });
        finish();
      },
      onError: finish,
    });
  }, [commit, restartSession, navigate, toast, intl]);
}
