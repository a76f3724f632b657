/**
 * @generated SignedSource<<3c949296ad5058e3f97e71e857d47116>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CommunityPageCountriesQuery$variables = Record<PropertyKey, never>;
export type CommunityPageCountriesQuery$data = {
  readonly geoFilterCountries: ReadonlyArray<string>;
};
export type CommunityPageCountriesQuery = {
  response: CommunityPageCountriesQuery$data;
  variables: CommunityPageCountriesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "geoFilterCountries",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CommunityPageCountriesQuery",
    "selections": (v0/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CommunityPageCountriesQuery",
    "selections": (v0/*: any*/)
  },
  "params": {
    "cacheID": "41e6472e887f3e4e171e87a8ce1263d5",
    "id": null,
    "metadata": {},
    "name": "CommunityPageCountriesQuery",
    "operationKind": "query",
    "text": "query CommunityPageCountriesQuery {\n  geoFilterCountries\n}\n"
  }
};
})();

(node as any).hash = "ec482bde929e535c3ca9ae383de9c117";

export default node;
