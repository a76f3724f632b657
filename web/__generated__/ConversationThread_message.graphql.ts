/**
 * @generated SignedSource<<9d8a422def9536ab630021a5c0b71724>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ConversationThread_message$data = {
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
  readonly " $fragmentType": "ConversationThread_message";
};
export type ConversationThread_message$key = {
  readonly " $data"?: ConversationThread_message$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConversationThread_message">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "recId",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ConversationThread_message",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*: any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "subject",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "body",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "at",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fromViewer",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Entity",
      "kind": "LinkedField",
      "name": "from",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "displayName",
          "storageKey": null
        }
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
        (v0/*: any*/)
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
  "type": "Message",
  "abstractKey": null
};
})();

(node as any).hash = "16891bf38ec1727d0894675e9beadc30";

export default node;
