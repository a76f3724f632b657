/**
 * @generated SignedSource<<9506fb6580d729fe28726b5d5f2193a3>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SubscribePushInput = {
  deviceId: string;
  subscription: unknown;
};
export type usePushRegistrationSubscribeMutation$variables = {
  input: SubscribePushInput;
};
export type usePushRegistrationSubscribeMutation$data = {
  readonly subscribePush: {
    readonly __typename: "PushSubscription";
    readonly deviceId: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type usePushRegistrationSubscribeMutation = {
  response: usePushRegistrationSubscribeMutation$data;
  variables: usePushRegistrationSubscribeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "subscribePush",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "deviceId",
            "storageKey": null
          }
        ],
        "type": "PushSubscription",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "usePushRegistrationSubscribeMutation",
    "selections": (v1/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "usePushRegistrationSubscribeMutation",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "a39f8db540c372c64e336158ce616e0b",
    "id": null,
    "metadata": {},
    "name": "usePushRegistrationSubscribeMutation",
    "operationKind": "mutation",
    "text": "mutation usePushRegistrationSubscribeMutation(\n  $input: SubscribePushInput!\n) {\n  subscribePush(input: $input) {\n    __typename\n    ... on PushSubscription {\n      deviceId\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1dbebe8826443faf852db2152401015c";

export default node;
