/**
 * @generated SignedSource<<b65ffa58c7583e36ebcce7f6b5c5d985>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ConversationThreadSubscription$variables = {
  connections: ReadonlyArray<string>;
  with: string;
};
export type ConversationThreadSubscription$data = {
  readonly conversationMessageAdded: {
    readonly at: string;
    readonly attachments: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"PhotoGallery_media">;
    }>;
    readonly body: string;
    readonly from: {
      readonly displayName: string;
    };
    readonly fromViewer: boolean;
    readonly id: string;
    readonly recId: number;
    readonly replyTo: {
      readonly recId: number;
    } | null | undefined;
    readonly subject: string;
  };
};
export type ConversationThreadSubscription = {
  response: ConversationThreadSubscription$data;
  variables: ConversationThreadSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "with"
},
v2 = [
  {
    "kind": "Variable",
    "name": "with",
    "variableName": "with"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "recId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "subject",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "body",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "at",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fromViewer",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*: any*/),
      (v1/*: any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ConversationThreadSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v2/*: any*/),
        "concreteType": "Message",
        "kind": "LinkedField",
        "name": "conversationMessageAdded",
        "plural": false,
        "selections": [
          (v3/*: any*/),
          (v4/*: any*/),
          (v5/*: any*/),
          (v6/*: any*/),
          (v7/*: any*/),
          (v8/*: any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Entity",
            "kind": "LinkedField",
            "name": "from",
            "plural": false,
            "selections": [
              (v9/*: any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Entity",
            "kind": "LinkedField",
            "name": "replyTo",
            "plural": false,
            "selections": [
              (v4/*: any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Media",
            "kind": "LinkedField",
            "name": "attachments",
            "plural": true,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "PhotoGallery_media"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*: any*/),
      (v0/*: any*/)
    ],
    "kind": "Operation",
    "name": "ConversationThreadSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v2/*: any*/),
        "concreteType": "Message",
        "kind": "LinkedField",
        "name": "conversationMessageAdded",
        "plural": false,
        "selections": [
          (v3/*: any*/),
          (v4/*: any*/),
          (v5/*: any*/),
          (v6/*: any*/),
          (v7/*: any*/),
          (v8/*: any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Entity",
            "kind": "LinkedField",
            "name": "from",
            "plural": false,
            "selections": [
              (v9/*: any*/),
              (v3/*: any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Entity",
            "kind": "LinkedField",
            "name": "replyTo",
            "plural": false,
            "selections": [
              (v4/*: any*/),
              (v3/*: any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Media",
            "kind": "LinkedField",
            "name": "attachments",
            "plural": true,
            "selections": [
              (v4/*: any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "thumb",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "pres",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "width",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "height",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "title",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "caption",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "author",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "fileName",
                "storageKey": null
              },
              (v3/*: any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v2/*: any*/),
        "filters": null,
        "handle": "prependNode",
        "key": "",
        "kind": "LinkedHandle",
        "name": "conversationMessageAdded",
        "handleArgs": [
          {
            "kind": "Variable",
            "name": "connections",
            "variableName": "connections"
          },
          {
            "kind": "Literal",
            "name": "edgeTypeName",
            "value": "ViewerConversationMessagesConnectionEdge"
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "38540c2ced15e70ce189e904d41b94e2",
    "id": null,
    "metadata": {},
    "name": "ConversationThreadSubscription",
    "operationKind": "subscription",
    "text": "subscription ConversationThreadSubscription(\n  $with: ID!\n) {\n  conversationMessageAdded(with: $with) {\n    id\n    recId\n    subject\n    body\n    at\n    fromViewer\n    from {\n      displayName\n      id\n    }\n    replyTo {\n      recId\n      id\n    }\n    attachments {\n      ...PhotoGallery_media\n      id\n    }\n  }\n}\n\nfragment PhotoGallery_media on Media {\n  recId\n  thumb\n  pres\n  width\n  height\n  title\n  caption\n  author\n  fileName\n}\n"
  }
};
})();

(node as any).hash = "fa3ad21e5b7658df63e05a4eaab03d6b";

export default node;
