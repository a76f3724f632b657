import { useMemo } from 'react';
import { commitMutation, fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { Environment } from 'relay-runtime';
import type { usePushRegistrationKeyQuery } from '../../__generated__/usePushRegistrationKeyQuery.graphql.ts';
import type { usePushRegistrationSubscribeMutation } from '../../__generated__/usePushRegistrationSubscribeMutation.graphql.ts';
import type { usePushRegistrationUnsubscribeMutation } from '../../__generated__/usePushRegistrationUnsubscribeMutation.graphql.ts';
import { pushAvailability, subscribeDevice, unsubscribeDevice } from './browser-push.ts';
import { pushDeviceId, pushOptedOut, setPushOptedOut } from './device-id.ts';

const keyQuery = graphql`
  query usePushRegistrationKeyQuery {
    pushPublicKey
  }
`;

const subscribeMutation = graphql`
  mutation usePushRegistrationSubscribeMutation($input: SubscribePushInput!) {
    subscribePush(input: $input) {
      __typename
      ... on PushSubscription {
        deviceId
      }
    }
  }
`;

const unsubscribeMutation = graphql`
  mutation usePushRegistrationUnsubscribeMutation($input: UnsubscribePushInput!) {
    unsubscribePush(input: $input) {
      __typename
    }
  }
`;

async function publicKey(environment: Environment): Promise<string> {
  const data = await fetchQuery<usePushRegistrationKeyQuery>(environment, keyQuery, {}, { fetchPolicy: 'store-or-network' }).toPromise();
  if (!data) throw new Error('No push key');
  return data.pushPublicKey;
}

/** Sends this device's subscription to the server (POST /api/notification/subscribe in GraphQL). */
function saveSubscription(environment: Environment, subscription: PushSubscription): Promise<void> {
  return new Promise((resolve, reject) => {
    commitMutation<usePushRegistrationSubscribeMutation>(environment, {
      mutation: subscribeMutation,
      variables: { input: { subscription: subscription.toJSON(), deviceId: pushDeviceId() } },
      onCompleted: ({ subscribePush }) => (subscribePush.__typename === 'PushSubscription' ? resolve() : reject(new Error(subscribePush.__typename))),
      onError: reject,
    });
  });
}

/** Drops this device's subscription on the server (DELETE /api/notification/subscribe in GraphQL). */
export function removeSubscription(environment: Environment, deviceId: string = pushDeviceId()): Promise<void> {
  return new Promise((resolve, reject) => {
    commitMutation<usePushRegistrationUnsubscribeMutation>(environment, {
      mutation: unsubscribeMutation,
      variables: { input: { deviceId } },
      onCompleted: () => resolve(),
      onError: reject,
    });
  });
}

export interface PushRegistration {
  /** asks for permission, subscribes this device and registers it; answers the permission */
  enable: () => Promise<NotificationPermission>;
  /** unsubscribes this device here and on the server */
  disable: () => Promise<void>;
  /**
   * The push-token check after a fresh login (social-core §4, code 2): with the permission granted,
   * sends the current (or a renewed) subscription again, so the server holds this device's live
   * token for the person now logged in. Does nothing where the user switched push off.
   */
  checkToken: () => Promise<void>;
}

export function usePushRegistration(): PushRegistration {
  const environment = useRelayEnvironment();
  return useMemo<PushRegistration>(
    () => ({
      async enable() {
        const permission = await Notification.requestPermission();
        if (permission !== 'granted') return permission;
        const subscription = await subscribeDevice(await publicKey(environment));
        await saveSubscription(environment, subscription);
        setPushOptedOut(false);
        return permission;
      },
      async disable() {
        setPushOptedOut(true);
        await unsubscribeDevice();
        await removeSubscription(environment);
      },
      async checkToken() {
        if (pushAvailability() !== 'granted' || pushOptedOut()) return;
        const subscription = await subscribeDevice(await publicKey(environment));
        await saveSubscription(environment, subscription);
      },
    }),
    [environment],
  );
}
