/**
 * @generated SignedSource<<bee763a9aff03f98bf6413e65c3c2061>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DecideConsentInput = {
  accepted: boolean;
  name: string;
};
export type ConsentSettingsMutation$variables = {
  input: DecideConsentInput;
};
export type ConsentSettingsMutation$data = {
  readonly decideConsent: {
    readonly __typename: string;
  };
};
export type ConsentSettingsMutation = {
  response: ConsentSettingsMutation$data;
  variables: ConsentSettingsMutation$variables;
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
    "name": "decideConsent",
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
    "name": "ConsentSettingsMutation",
    "selections": (v1/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "ConsentSettingsMutation",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "d1496c77dafef2b466440c3353ac76cf",
    "id": null,
    "metadata": {},
    "name": "ConsentSettingsMutation",
    "operationKind": "mutation",
    "text": "mutation ConsentSettingsMutation(\n  $input: DecideConsentInput!\n) {\n  decideConsent(input: $input) {\n    __typename\n  }\n}\n"
  }
};
})();

(node as any).hash = "7031dd4f343f1052593ae70d6bb018d3";

export default node;
