/**
 * @generated SignedSource<<5f8c57a798425733fe5bf281664e3668>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UnsubscribePushInput = {
  deviceId: string;
};
export type usePushRegistrationUnsubscribeMutation$variables = {
  input: UnsubscribePushInput;
};
export type usePushRegistrationUnsubscribeMutation$data = {
  readonly unsubscribePush: {
    readonly __typename: string;
  };
};
export type usePushRegistrationUnsubscribeMutation = {
  response: usePushRegistrationUnsubscribeMutation$data;
  variables: usePushRegistrationUnsubscribeMutation$variables;
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
    "name": "unsubscribePush",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
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
    "name": "usePushRegistrationUnsubscribeMutation",
    "selections": (v1/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "usePushRegistrationUnsubscribeMutation",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "c15621be912afffa15dae4b72b012842",
    "id": null,
    "metadata": {},
    "name": "usePushRegistrationUnsubscribeMutation",
    "operationKind": "mutation",
    "text": "mutation usePushRegistrationUnsubscribeMutation(\n  $input: UnsubscribePushInput!\n) {\n  unsubscribePush(input: $input) {\n    __typename\n  }\n}\n"
  }
};
})();

(node as any).hash = "467a5ec757bec94fd4da08a6cad6bcff";

export default node;
