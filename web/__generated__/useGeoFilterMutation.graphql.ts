/**
 * @generated SignedSource<<14cec822c303b10bbe399be707a0b5cc>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useGeoFilterMutation$variables = {
  geo: string;
};
export type useGeoFilterMutation$data = {
  readonly updateProfileSettings: {
    readonly __typename: string;
  };
};
export type useGeoFilterMutation = {
  response: useGeoFilterMutation$data;
  variables: useGeoFilterMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "geo"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "fields": [
          {
            "kind": "Variable",
            "name": "geoFilter",
            "variableName": "geo"
          }
        ],
        "kind": "ObjectValue",
        "name": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "updateProfileSettings",
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
    "name": "useGeoFilterMutation",
    "selections": (v1/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useGeoFilterMutation",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "73e2a74683e5be33ad08f8bc5b5ecc9d",
    "id": null,
    "metadata": {},
    "name": "useGeoFilterMutation",
    "operationKind": "mutation",
    "text": "mutation useGeoFilterMutation(\n  $geo: String!\n) {\n  updateProfileSettings(input: {geoFilter: $geo}) {\n    __typename\n  }\n}\n"
  }
};
})();

(node as any).hash = "703b725c6695632a9a454b45ae8a7cf0";

export default node;
