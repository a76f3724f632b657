/**
 * @generated SignedSource<<d973727067a04e0ceea1c1a08ef750b9>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ViewerProviderCountsSubscription$variables = Record<PropertyKey, never>;
export type ViewerProviderCountsSubscription$data = {
  readonly viewerCounts: {
    readonly messageCount: number;
    readonly notificationCount: number;
  };
};
export type ViewerProviderCountsSubscription = {
  response: ViewerProviderCountsSubscription$data;
  variables: ViewerProviderCountsSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "BadgeCounts",
    "kind": "LinkedField",
    "name": "viewerCounts",
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
    "name": "ViewerProviderCountsSubscription",
    "selections": (v0/*: any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ViewerProviderCountsSubscription",
    "selections": (v0/*: any*/)
  },
  "params": {
    "cacheID": "e3ed6612737b9c3ceaf496d5be19a5e6",
    "id": null,
    "metadata": {},
    "name": "ViewerProviderCountsSubscription",
    "operationKind": "subscription",
    "text": "subscription ViewerProviderCountsSubscription {\n  viewerCounts {\n    notificationCount\n    messageCount\n  }\n}\n"
  }
};
})();

(node as any).hash = "9cbcc3734f44bfb8af1fb9fd2cc7d11a";

export default node;
