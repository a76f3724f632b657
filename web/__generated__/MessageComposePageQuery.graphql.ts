/**
 * @generated SignedSource<<b5d271ff6b51571a8bc278a38d4689ea>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MessageAudience = "ADMINS" | "EVERYONE" | "MEMBERS" | "PERSON" | "ROLE" | "%future added value";
export type MessageComposePageQuery$variables = {
  draft: number;
  parent: number;
  to: string;
  withDraft: boolean;
  withParent: boolean;
};
export type MessageComposePageQuery$data = {
  readonly viewer: {
    readonly draft?: {
      readonly attachments: ReadonlyArray<{
        readonly fileName: string;
        readonly mediaType: string;
        readonly orig: string | null | undefined;
        readonly pres: string | null | undefined;
        readonly recId: number;
        readonly thumb: string | null | undefined;
      }>;
      readonly audience: MessageAudience;
      readonly body: string;
      readonly id: string;
      readonly inReplyTo: {
        readonly id: string;
      } | null | undefined;
      readonly subject: string;
      readonly viewerCan: {
        readonly edit: boolean;
      };
    } | null | undefined;
    readonly messageAddressee: {
      readonly canAnnounce: boolean;
      readonly canWrite: boolean;
      readonly entity: {
        readonly displayName: string;
        readonly id: string;
        readonly profileImageUrl: string | null | undefined;
        readonly recId: number;
        readonly type: number;
      };
    } | null | undefined;
    readonly parent?: {
      readonly body: string;
      readonly from: {
        readonly displayName: string;
      };
      readonly id: string;
      readonly subject: string;
    } | null | undefined;
  };
};
export type MessageComposePageQuery = {
  response: MessageComposePageQuery$data;
  variables: MessageComposePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "draft"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "parent"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "to"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withDraft"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withParent"
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "recId",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "id",
      "variableName": "to"
    }
  ],
  "concreteType": "MessageAddressee",
  "kind": "LinkedField",
  "name": "messageAddressee",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canWrite",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canAnnounce",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Entity",
      "kind": "LinkedField",
      "name": "entity",
      "plural": false,
      "selections": [
        (v5/*: any*/),
        (v6/*: any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "type",
          "storageKey": null
        },
        (v7/*: any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "profileImageUrl",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v9 = [
  {
    "kind": "Variable",
    "name": "recId",
    "variableName": "draft"
  }
],
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "subject",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "body",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "audience",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "concreteType": "MessageAbilities",
  "kind": "LinkedField",
  "name": "viewerCan",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "edit",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "concreteType": "Message",
  "kind": "LinkedField",
  "name": "inReplyTo",
  "plural": false,
  "selections": [
    (v5/*: any*/)
  ],
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fileName",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "mediaType",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "thumb",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pres",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "orig",
  "storageKey": null
},
v20 = [
  {
    "kind": "Variable",
    "name": "recId",
    "variableName": "parent"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*: any*/),
      (v1/*: any*/),
      (v2/*: any*/),
      (v3/*: any*/),
      (v4/*: any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "MessageComposePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v8/*: any*/),
          {
            "condition": "withDraft",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "alias": "draft",
                "args": (v9/*: any*/),
                "concreteType": "Message",
                "kind": "LinkedField",
                "name": "message",
                "plural": false,
                "selections": [
                  (v5/*: any*/),
                  (v10/*: any*/),
                  (v11/*: any*/),
                  (v12/*: any*/),
                  (v13/*: any*/),
                  (v14/*: any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Media",
                    "kind": "LinkedField",
                    "name": "attachments",
                    "plural": true,
                    "selections": [
                      (v6/*: any*/),
                      (v15/*: any*/),
                      (v16/*: any*/),
                      (v17/*: any*/),
                      (v18/*: any*/),
                      (v19/*: any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ]
          },
          {
            "condition": "withParent",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "alias": "parent",
                "args": (v20/*: any*/),
                "concreteType": "Message",
                "kind": "LinkedField",
                "name": "message",
                "plural": false,
                "selections": [
                  (v5/*: any*/),
                  (v10/*: any*/),
                  (v11/*: any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Entity",
                    "kind": "LinkedField",
                    "name": "from",
                    "plural": false,
                    "selections": [
                      (v7/*: any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ]
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*: any*/),
      (v0/*: any*/),
      (v3/*: any*/),
      (v1/*: any*/),
      (v4/*: any*/)
    ],
    "kind": "Operation",
    "name": "MessageComposePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v8/*: any*/),
          {
            "condition": "withDraft",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "alias": "draft",
                "args": (v9/*: any*/),
                "concreteType": "Message",
                "kind": "LinkedField",
                "name": "message",
                "plural": false,
                "selections": [
                  (v5/*: any*/),
                  (v10/*: any*/),
                  (v11/*: any*/),
                  (v12/*: any*/),
                  (v13/*: any*/),
                  (v14/*: any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Media",
                    "kind": "LinkedField",
                    "name": "attachments",
                    "plural": true,
                    "selections": [
                      (v6/*: any*/),
                      (v15/*: any*/),
                      (v16/*: any*/),
                      (v17/*: any*/),
                      (v18/*: any*/),
                      (v19/*: any*/),
                      (v5/*: any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ]
          },
          {
            "condition": "withParent",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "alias": "parent",
                "args": (v20/*: any*/),
                "concreteType": "Message",
                "kind": "LinkedField",
                "name": "message",
                "plural": false,
                "selections": [
                  (v5/*: any*/),
                  (v10/*: any*/),
                  (v11/*: any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Entity",
                    "kind": "LinkedField",
                    "name": "from",
                    "plural": false,
                    "selections": [
                      (v7/*: any*/),
                      (v5/*: any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "89e039125a186061181baeed9a90d75a",
    "id": null,
    "metadata": {},
    "name": "MessageComposePageQuery",
    "operationKind": "query",
    "text": "query MessageComposePageQuery(\n  $to: ID!\n  $draft: Int!\n  $withDraft: Boolean!\n  $parent: Int!\n  $withParent: Boolean!\n) {\n  viewer {\n    messageAddressee(id: $to) {\n      canWrite\n      canAnnounce\n      entity {\n        id\n        recId\n        type\n        displayName\n        profileImageUrl\n      }\n    }\n    draft: message(recId: $draft) @include(if: $withDraft) {\n      id\n      subject\n      body\n      audience\n      viewerCan {\n        edit\n      }\n      inReplyTo {\n        id\n      }\n      attachments {\n        recId\n        fileName\n        mediaType\n        thumb\n        pres\n        orig\n        id\n      }\n    }\n    parent: message(recId: $parent) @include(if: $withParent) {\n      id\n      subject\n      body\n      from {\n        displayName\n        id\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f9512fcc3bdac6f6e7b2a9a95bbfdaf2";

export default node;
