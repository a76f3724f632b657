/**
 * @generated SignedSource<<92bfe00e6a9e0ca8ddd949a2a2b27c40>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type NotificationsPopupMarkReadMutation$variables = Record<PropertyKey, never>;
export type NotificationsPopupMarkReadMutation$data = {
  readonly markNotificationsRead: {
    readonly messageCount: number;
    readonly notificationCount: number;
  };
};
export type NotificationsPopupMarkReadMutation = {
  response: NotificationsPopupMarkReadMutation$data;
  variables: NotificationsPopupMarkReadMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "BadgeCounts",
    "kind": "LinkedField",
    "name": "markNotificationsRead",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "notificationCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "messageCount",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "NotificationsPopupMarkReadMutation",
    "selections": (v0/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NotificationsPopupMarkReadMutation",
    "selections": (v0/*: any*/)
  },
  "params": {
    "cacheID": "de202e4f8e4872994761b8a6630ce55b",
    "id": null,
    "metadata": {},
    "name": "NotificationsPopupMarkReadMutation",
    "operationKind": "mutation",
    "text": "mutation NotificationsPopupMarkReadMutation {\n  markNotificationsRead {\n    notificationCount\n    messageCount\n  }\n}\n"
  }
};
})();

(node as any).hash = "1aed3a520331f97f94337f4117cceb7f";

export default node;
