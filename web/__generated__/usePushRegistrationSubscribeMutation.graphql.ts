/**
 * @generated SignedSource<<cade0e561b2e3e9cc7e92691a42eaefc>>
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
    readonly __typename: string;
    readonly code?: string;
    readonly deviceId?: string;
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
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
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
    "cacheID": "9fe46fc6f9691fbc1a009819c00e4abc",
    "id": null,
    "metadata": {},
    "name": "usePushRegistrationSubscribeMutation",
    "operationKind": "mutation",
    "text": "mutation usePushRegistrationSubscribeMutation(\n  $input: SubscribePushInput!\n) {\n  subscribePush(input: $input) {\n    __typename\n    ... on PushSubscription {\n      deviceId\n    }\n    ... on Error {\n      __isError: __typename\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8432d9bad460a7479e319ed89c3e4db9";

export default node;
