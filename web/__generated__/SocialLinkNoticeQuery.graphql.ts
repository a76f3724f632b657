/**
 * @generated SignedSource<<c375afa33b8c7a0d4ac7fc08843b280e>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SocialLinkNoticeQuery$variables = Record<PropertyKey, never>;
export type SocialLinkNoticeQuery$data = {
  readonly socialProviders: ReadonlyArray<{
    readonly label: string;
    readonly name: string;
  }>;
};
export type SocialLinkNoticeQuery = {
  response: SocialLinkNoticeQuery$data;
  variables: SocialLinkNoticeQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SocialProvider",
    "kind": "LinkedField",
    "name": "socialProviders",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "label",
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
    "name": "SocialLinkNoticeQuery",
    "selections": (v0/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SocialLinkNoticeQuery",
    "selections": (v0/*: any*/)
  },
  "params": {
    "cacheID": "f590b47f695b3f976d996fb244e56766",
    "id": null,
    "metadata": {},
    "name": "SocialLinkNoticeQuery",
    "operationKind": "query",
    "text": "query SocialLinkNoticeQuery {\n  socialProviders {\n    name\n    label\n  }\n}\n"
  }
};
})();

(node as any).hash = "9e73d6cf5a1b1acf48577a090ef5d772";

export default node;
