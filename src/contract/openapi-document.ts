// Generated from openapi.yaml by `npm run generate`. Do not edit: change openapi.yaml and regenerate.
import type { OpenApiDocument } from './openapi-shape.js';

/** openapi.yaml, parsed. */
export const openapiDocument: OpenApiDocument = {
  "openapi": "3.1.0",
  "info": {
    "title": "Link Shortening and Attribution Service",
    "version": "0.0.1",
    "summary": "Short links, tags, workspaces and QR codes.",
    "description": "Contract of the Link Shortening and Attribution Service, transcribed by linkproof from the\ninterface specification. A short link is a domain plus a slug (`key`) that resolves to a\ndestination `url`; every link operation acts on the workspace of the authenticated caller.\n\nWhere the specification says \"not shown\", this document records linkproof's default and marks\nthe place with `x-spec-gap` (`<gap id>: <what is open and the default>`); the top-level\n`x-spec-gaps` list collects every gap under a stable id. Conformance checks never fail an\nimplementation for a different choice on a gap unless asked to.\n",
    "contact": {
      "name": "linkproof"
    },
    "license": {
      "name": "MIT",
      "identifier": "MIT"
    }
  },
  "servers": [
    {
      "url": "{base_url}",
      "description": "The service base address. The linkproof mock listens on http://127.0.0.1:4010 by default.",
      "variables": {
        "base_url": {
          "default": "http://127.0.0.1:4010",
          "description": "Base address of the implementation under use or test, without a trailing slash."
        }
      }
    }
  ],
  "security": [
    {
      "bearerAuth": []
    }
  ],
  "tags": [
    {
      "name": "Links",
      "description": "Create, list, count, retrieve and delete short links."
    },
    {
      "name": "Tags",
      "description": "Labels that group links."
    },
    {
      "name": "Workspaces",
      "description": "The workspace that owns links, tags, domains and their limits."
    },
    {
      "name": "QR Codes",
      "description": "QR code images for URLs."
    }
  ],
  "x-spec-gaps": [
    {
      "id": "geo-country-format",
      "spec": "The format of the country codes used as geo keys is not shown.",
      "default": "ISO 3166-1 alpha-2 codes in upper case (US, DE) as keys, destination URLs as values."
    },
    {
      "id": "timestamp-format",
      "spec": "Only expiresAt is described as ISO-8601; other timestamps are only \"date and time\".",
      "default": "Every timestamp is an ISO-8601 UTC string such as 2026-01-13T10:00:00.000Z. Date-time inputs must be ISO-8601; one without an offset is UTC, never the host's time zone; other text is a 422."
    },
    {
      "id": "nullable-fields",
      "spec": "How a field without a value appears in a response is not shown (only logo is \"string or null\").",
      "default": "Every field of the shape is present; a field without a value is null."
    },
    {
      "id": "workspace-roles",
      "spec": "Only the role value owner is shown.",
      "default": "Roles are owner and member."
    },
    {
      "id": "workspace-store-flags",
      "spec": "The contents of store and flags are not shown.",
      "default": "Free-form objects; flags map a feature name to a boolean."
    },
    {
      "id": "transitions",
      "spec": "Link state transitions are not shown.",
      "default": "No operation changes a link after creation; archived and expiresAt are set at creation, disabledAt only by seed data."
    },
    {
      "id": "success-status",
      "spec": "Success status codes are not shown except 200 for the count operation.",
      "default": "POST /tags answers 201; every other operation answers 200."
    },
    {
      "id": "link-required-fields",
      "spec": "The required fields of the link body are not shown.",
      "default": "url is required; a body without it is a 400 bad_request."
    },
    {
      "id": "unknown-body-fields",
      "spec": "What happens to request body fields the specification does not list is not shown.",
      "default": "They are ignored, as the public service strips them, and named in the request log and an X-Linkproof-Warning header; linkproof mock --strict rejects them with 422."
    },
    {
      "id": "unknown-query-params",
      "spec": "What happens to query parameters the specification does not list is not shown.",
      "default": "They are ignored, as the public service ignores them, and named in the request log and an X-Linkproof-Warning header; linkproof mock --strict rejects them with 422."
    },
    {
      "id": "whole-numbers",
      "spec": "Lengths, sizes, page numbers and page sizes are typed only as number.",
      "default": "They are whole numbers; a fraction is rejected with 422."
    },
    {
      "id": "url-normalisation",
      "spec": "How destination URLs are checked and normalised is not shown.",
      "default": "A value without a scheme that contains a dot and no space gets https:// prepended; otherwise it must be an absolute URL (else 422). A valid URL is stored and echoed exactly as sent (utm and ref aside); javascript, data and vbscript URLs are a 422."
    },
    {
      "id": "bulk-workspaceId",
      "spec": "Whether the workspaceId query parameter of bulk create is required is not shown.",
      "default": "Optional; the credential decides the workspace; a workspaceId that is not the caller's is a 403."
    },
    {
      "id": "bulk-link-error",
      "spec": "The shape of LinkError is not shown.",
      "default": "An object with link (the submitted element), error (a message) and code (an error code), all required; created links come first, then errors."
    },
    {
      "id": "bulk-whole-request",
      "spec": "How a malformed bulk request as a whole is answered is not shown.",
      "default": "A body that is not an array, is empty or has more than 100 elements is a 422; the same domain and key twice in one request is a 400."
    },
    {
      "id": "list-page-params",
      "spec": "The names of the sort-direction, page-number, page-size and deprecated sort parameters are not shown.",
      "default": "sortOrder (asc or desc, default desc), page (default 1), pageSize (1 to 100, default 50) and the deprecated sort (used only when sortBy is absent)."
    },
    {
      "id": "list-metadata",
      "spec": "Pagination metadata in the list response is not shown.",
      "default": "None; the body is a plain JSON array."
    },
    {
      "id": "info-params",
      "spec": "Which parameters of link retrieval are mutually required is not shown.",
      "default": "Exactly one of linkId, externalId (prefixed ext_), or domain together with key; none of them, or domain without key, is a 400."
    },
    {
      "id": "count-groupby",
      "spec": "The response shape of count with groupBy is not shown.",
      "default": "An array of objects holding the grouped field and _count, sorted by _count descending; a filter on the grouped field itself is ignored."
    },
    {
      "id": "qr-params",
      "spec": "The names of every QR parameter other than url and margin are not shown.",
      "default": "logo, size, level, fgColor, bgColor, hideLogo and the deprecated includeMargin."
    },
    {
      "id": "qr-url-required",
      "spec": "Whether the url parameter of the QR operation is required is not shown.",
      "default": "It is required; a request without it is a 422."
    },
    {
      "id": "qr-size-range",
      "spec": "The range of the QR size is not shown.",
      "default": "1 to 4096 pixels; the margin is 0 to 100 modules."
    },
    {
      "id": "qr-content-type",
      "spec": "The content type of the QR response is not shown.",
      "default": "200 with image/png of size by size pixels and Access-Control-Allow-Origin *; errors are the JSON error object. An empty url, or one longer than a QR code of the level can hold, is a 422 naming the capacity."
    },
    {
      "id": "auth-tokens",
      "spec": "How tokens are obtained is not shown.",
      "default": "The mock creates tokens from its dataset and prints them at start-up."
    },
    {
      "id": "auth-scopes",
      "spec": "Permissions or scopes per operation are not shown.",
      "default": "Every valid token may do everything in its own workspace."
    },
    {
      "id": "auth-header",
      "spec": "How a missing or malformed Authorization header is answered beyond 401 is not shown.",
      "default": "No Authorization header is a 401; a header that is not \"Bearer <token>\" is a 400; an unknown token is a 401."
    },
    {
      "id": "workspace-access",
      "spec": "How a workspace the caller cannot see is answered is not shown.",
      "default": "An unknown id or slug is a 404; another workspace that exists is a 403."
    },
    {
      "id": "error-mapping",
      "spec": "Which condition yields which error code for each operation is not shown.",
      "default": "Malformed JSON is 400; a schema violation is 422 naming the field; duplicates are 409; unknown resources 404; plan limits, foreign domains and paid-plan features 403; rate limiting 429; bugs 500; 410 is never produced."
    },
    {
      "id": "error-doc-url",
      "spec": "The format of doc_url is not shown.",
      "default": "A documentation URL ending in a fragment named after the code with _ replaced by -."
    },
    {
      "id": "key-rules",
      "spec": "Rules for keys other than their length are not shown.",
      "default": "Letters, digits, -, _, ., / and non-ASCII characters; leading and trailing / are stripped; a key starting with _ or .well-known is a 422; a duplicate on the same domain is a 409."
    },
    {
      "id": "key-generation",
      "spec": "Random keys are only described as \"prefix then key\".",
      "default": "Random keys use 0-9A-Za-z, keyLength characters long, after the prefix (total length is prefix length plus keyLength)."
    },
    {
      "id": "tag-names",
      "spec": "Tag names are \"case insensitive\" without more detail.",
      "default": "Tag names are unique per workspace ignoring case (409); tagNames resolve ignoring case; unknown tagIds or tagNames are a 422."
    },
    {
      "id": "tag-alias",
      "spec": "How the tag alias of a tag name relates to the required name is not shown.",
      "default": "tag alone names the tag (the public service takes name ?? tag); given with name, it must name the same tag, ignoring case (else 422)."
    },
    {
      "id": "tag-color",
      "spec": "The random colour is chosen from six colours, not pink.",
      "default": "A colour drawn at random from red, yellow, green, blue, purple and brown."
    },
    {
      "id": "folder-webhook-ids",
      "spec": "There are no folder or webhook operations.",
      "default": "Folders and webhooks exist only in seed data; an unknown folderId or webhookId is a 422."
    },
    {
      "id": "test-variants",
      "spec": "Only the number of test variants (2 to 4) is shown.",
      "default": "Percentages are numbers from 0 to 100 that add up to 100 (else 422)."
    },
    {
      "id": "utm",
      "spec": "How UTM fields \"populate or override\" the destination is not shown.",
      "default": "utm_* and ref are written into the destination URL's query; UTM values already in the URL are reported in the response fields."
    },
    {
      "id": "ids",
      "spec": "The format of IDs is not shown.",
      "default": "link_, tag_, ws_ or user_ followed by 24 to 26 upper-case base32 characters."
    },
    {
      "id": "short-link",
      "spec": "shortLink and qrCode are described only as full URLs.",
      "default": "shortLink is https://{domain}/{key}; qrCode is {base URL}/qr?url={shortLink}?qr=1."
    },
    {
      "id": "default-domain",
      "spec": "The shared default domain is not named.",
      "default": "dub.sh."
    },
    {
      "id": "plan-limits",
      "spec": "The limit values of each plan are not shown.",
      "default": "The plan table of linkproof's gaps document, for example 25 links, 5 tags and 60 requests a minute on the free plan. linksUsage counts links created in the billing cycle: deleting one lowers totalLinks, not linksUsage."
    },
    {
      "id": "default-dataset-time",
      "spec": "No data of any workspace is shown; what a mock starts from, and when, is the kit's own choice.",
      "default": "The mock's default dataset (dated 2026-11-01) is moved to the day the mock starts on its clock, by whole days, so the free workspace is 2 links from its limit on any day; the same clock gives the same bytes. A dataset of one's own is served as written."
    },
    {
      "id": "paid-features",
      "spec": "Which plans are paid is not shown beyond \"paid plan only\".",
      "default": "Every plan but free is paid; logo and hideLogo on the free plan or without a credential are a 403."
    },
    {
      "id": "rate-limit",
      "spec": "Rate limit values, window and headers are not shown.",
      "default": "A fixed window of 60 s per token with the plan's limit; X-RateLimit-Limit, X-RateLimit-Remaining and X-RateLimit-Reset (Unix seconds) on authenticated responses; a 429 also carries Retry-After (seconds)."
    },
    {
      "id": "webhooks",
      "spec": "Webhook registration, event kinds, payload, signing and delivery are not shown.",
      "default": "Links store and echo webhookIds; nothing is delivered."
    },
    {
      "id": "versioning",
      "spec": "The versioning scheme and deprecation policy are not shown.",
      "default": "Deprecated elements stay accepted and carry deprecated true."
    }
  ],
  "paths": {
    "/tags": {
      "post": {
        "operationId": "createTag",
        "tags": [
          "Tags"
        ],
        "summary": "Create a tag",
        "description": "Creates a tag in the authenticated workspace.",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/CreateTagRequest"
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "The created tag.",
            "x-spec-gap": "success-status: not shown; the kit answers 201.",
            "headers": {
              "X-RateLimit-Limit": {
                "$ref": "#/components/headers/X-RateLimit-Limit"
              },
              "X-RateLimit-Remaining": {
                "$ref": "#/components/headers/X-RateLimit-Remaining"
              },
              "X-RateLimit-Reset": {
                "$ref": "#/components/headers/X-RateLimit-Reset"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Tag"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "410": {
            "$ref": "#/components/responses/InviteExpired"
          },
          "422": {
            "$ref": "#/components/responses/UnprocessableEntity"
          },
          "429": {
            "$ref": "#/components/responses/RateLimitExceeded"
          },
          "500": {
            "$ref": "#/components/responses/InternalServerError"
          }
        }
      }
    },
    "/links": {
      "post": {
        "operationId": "createLink",
        "tags": [
          "Links"
        ],
        "summary": "Create a link",
        "description": "Creates a short link in the authenticated workspace.",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/CreateLinkRequest"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The created link.",
            "x-spec-gap": "success-status: not shown; the kit answers 200.",
            "headers": {
              "X-RateLimit-Limit": {
                "$ref": "#/components/headers/X-RateLimit-Limit"
              },
              "X-RateLimit-Remaining": {
                "$ref": "#/components/headers/X-RateLimit-Remaining"
              },
              "X-RateLimit-Reset": {
                "$ref": "#/components/headers/X-RateLimit-Reset"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Link"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "410": {
            "$ref": "#/components/responses/InviteExpired"
          },
          "422": {
            "$ref": "#/components/responses/UnprocessableEntity"
          },
          "429": {
            "$ref": "#/components/responses/RateLimitExceeded"
          },
          "500": {
            "$ref": "#/components/responses/InternalServerError"
          }
        }
      },
      "get": {
        "operationId": "getLinks",
        "tags": [
          "Links"
        ],
        "summary": "List links",
        "description": "Returns one page of the authenticated workspace's links that match the filters.",
        "parameters": [
          {
            "$ref": "#/components/parameters/domainFilter"
          },
          {
            "$ref": "#/components/parameters/tagIdFilter"
          },
          {
            "$ref": "#/components/parameters/tagIdsFilter"
          },
          {
            "$ref": "#/components/parameters/tagNamesFilter"
          },
          {
            "$ref": "#/components/parameters/folderIdFilter"
          },
          {
            "$ref": "#/components/parameters/searchFilter"
          },
          {
            "$ref": "#/components/parameters/userIdFilter"
          },
          {
            "$ref": "#/components/parameters/tenantIdFilter"
          },
          {
            "$ref": "#/components/parameters/showArchivedFilter"
          },
          {
            "$ref": "#/components/parameters/withTagsFilter"
          },
          {
            "name": "sortBy",
            "in": "query",
            "description": "Field to sort by.",
            "schema": {
              "$ref": "#/components/schemas/LinkSortField",
              "default": "createdAt"
            }
          },
          {
            "name": "sortOrder",
            "in": "query",
            "description": "Sort direction.",
            "x-spec-gap": "list-page-params: the name is not shown; the kit calls it sortOrder.",
            "schema": {
              "type": "string",
              "enum": [
                "asc",
                "desc"
              ],
              "default": "desc"
            }
          },
          {
            "name": "sort",
            "in": "query",
            "deprecated": true,
            "description": "Deprecated sort field, same values as sortBy; used only when sortBy is absent.",
            "x-spec-gap": "list-page-params: the name is not shown; the kit calls it sort.",
            "schema": {
              "$ref": "#/components/schemas/LinkSortField"
            }
          },
          {
            "name": "page",
            "in": "query",
            "description": "Page number, starting at 1.",
            "x-spec-gap": "list-page-params: the name is not shown; the kit calls it page.",
            "schema": {
              "type": "integer",
              "minimum": 1,
              "default": 1
            }
          },
          {
            "name": "pageSize",
            "in": "query",
            "description": "Number of links per page.",
            "x-spec-gap": "list-page-params: the name is not shown; the kit calls it pageSize.",
            "schema": {
              "type": "integer",
              "minimum": 1,
              "maximum": 100,
              "default": 50
            }
          }
        ],
        "responses": {
          "200": {
            "description": "One page of matching links.",
            "x-spec-gap": "list-metadata: no pagination metadata; the body is a plain array.",
            "headers": {
              "X-RateLimit-Limit": {
                "$ref": "#/components/headers/X-RateLimit-Limit"
              },
              "X-RateLimit-Remaining": {
                "$ref": "#/components/headers/X-RateLimit-Remaining"
              },
              "X-RateLimit-Reset": {
                "$ref": "#/components/headers/X-RateLimit-Reset"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "type": "array",
                  "items": {
                    "$ref": "#/components/schemas/Link"
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "410": {
            "$ref": "#/components/responses/InviteExpired"
          },
          "422": {
            "$ref": "#/components/responses/UnprocessableEntity"
          },
          "429": {
            "$ref": "#/components/responses/RateLimitExceeded"
          },
          "500": {
            "$ref": "#/components/responses/InternalServerError"
          }
        }
      }
    },
    "/links/bulk": {
      "post": {
        "operationId": "bulkCreateLinks",
        "tags": [
          "Links"
        ],
        "summary": "Create up to 100 links at once",
        "description": "Creates links in the authenticated workspace; each element is created or answered with a LinkError on its own.",
        "parameters": [
          {
            "name": "workspaceId",
            "in": "query",
            "description": "ID of the workspace to create the links in.",
            "x-spec-gap": "bulk-workspaceId: whether it is required is not shown; the kit treats it as optional.",
            "schema": {
              "type": "string"
            }
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/BulkCreateLinksRequest"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "One result per submitted element, a Link or a LinkError.",
            "x-spec-gap": "success-status: not shown; the kit answers 200.",
            "headers": {
              "X-RateLimit-Limit": {
                "$ref": "#/components/headers/X-RateLimit-Limit"
              },
              "X-RateLimit-Remaining": {
                "$ref": "#/components/headers/X-RateLimit-Remaining"
              },
              "X-RateLimit-Reset": {
                "$ref": "#/components/headers/X-RateLimit-Reset"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "type": "array",
                  "items": {
                    "anyOf": [
                      {
                        "$ref": "#/components/schemas/Link"
                      },
                      {
                        "$ref": "#/components/schemas/LinkError"
                      }
                    ]
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "410": {
            "$ref": "#/components/responses/InviteExpired"
          },
          "422": {
            "$ref": "#/components/responses/UnprocessableEntity"
          },
          "429": {
            "$ref": "#/components/responses/RateLimitExceeded"
          },
          "500": {
            "$ref": "#/components/responses/InternalServerError"
          }
        }
      }
    },
    "/links/info": {
      "get": {
        "operationId": "getLinkInfo",
        "tags": [
          "Links"
        ],
        "summary": "Retrieve a link",
        "description": "Retrieves one link by domain and key, by ID, or by external ID.",
        "x-spec-gap": "info-params: which parameters are mutually required is not shown; the kit takes exactly one of linkId, externalId, or domain with key.",
        "parameters": [
          {
            "name": "domain",
            "in": "query",
            "description": "Domain of the link.",
            "schema": {
              "type": "string",
              "minLength": 1
            }
          },
          {
            "name": "key",
            "in": "query",
            "description": "Key (slug) of the link.",
            "schema": {
              "type": "string",
              "minLength": 1
            }
          },
          {
            "name": "linkId",
            "in": "query",
            "description": "Unique ID of the short link.",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "externalId",
            "in": "query",
            "description": "ID of the link in the caller's database, prefixed with ext_.",
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The link.",
            "x-spec-gap": "success-status: not shown; the kit answers 200.",
            "headers": {
              "X-RateLimit-Limit": {
                "$ref": "#/components/headers/X-RateLimit-Limit"
              },
              "X-RateLimit-Remaining": {
                "$ref": "#/components/headers/X-RateLimit-Remaining"
              },
              "X-RateLimit-Reset": {
                "$ref": "#/components/headers/X-RateLimit-Reset"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Link"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "410": {
            "$ref": "#/components/responses/InviteExpired"
          },
          "422": {
            "$ref": "#/components/responses/UnprocessableEntity"
          },
          "429": {
            "$ref": "#/components/responses/RateLimitExceeded"
          },
          "500": {
            "$ref": "#/components/responses/InternalServerError"
          }
        }
      }
    },
    "/links/count": {
      "get": {
        "operationId": "getLinksCount",
        "tags": [
          "Links"
        ],
        "summary": "Count links",
        "description": "Returns the number of the authenticated workspace's links that match the filters.",
        "parameters": [
          {
            "$ref": "#/components/parameters/domainFilter"
          },
          {
            "$ref": "#/components/parameters/tagIdFilter"
          },
          {
            "$ref": "#/components/parameters/tagIdsFilter"
          },
          {
            "$ref": "#/components/parameters/tagNamesFilter"
          },
          {
            "$ref": "#/components/parameters/folderIdFilter"
          },
          {
            "$ref": "#/components/parameters/searchFilter"
          },
          {
            "$ref": "#/components/parameters/userIdFilter"
          },
          {
            "$ref": "#/components/parameters/tenantIdFilter"
          },
          {
            "$ref": "#/components/parameters/showArchivedFilter"
          },
          {
            "$ref": "#/components/parameters/withTagsFilter"
          },
          {
            "name": "groupBy",
            "in": "query",
            "description": "Field to group the count by.",
            "schema": {
              "type": "string",
              "enum": [
                "domain",
                "tagId",
                "userId",
                "folderId"
              ]
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The number of matching links; with groupBy, the counts per group.",
            "headers": {
              "X-RateLimit-Limit": {
                "$ref": "#/components/headers/X-RateLimit-Limit"
              },
              "X-RateLimit-Remaining": {
                "$ref": "#/components/headers/X-RateLimit-Remaining"
              },
              "X-RateLimit-Reset": {
                "$ref": "#/components/headers/X-RateLimit-Reset"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "anyOf": [
                    {
                      "type": "integer",
                      "minimum": 0,
                      "description": "The count of matching links."
                    },
                    {
                      "$ref": "#/components/schemas/LinkCountGroups"
                    }
                  ]
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "410": {
            "$ref": "#/components/responses/InviteExpired"
          },
          "422": {
            "$ref": "#/components/responses/UnprocessableEntity"
          },
          "429": {
            "$ref": "#/components/responses/RateLimitExceeded"
          },
          "500": {
            "$ref": "#/components/responses/InternalServerError"
          }
        }
      }
    },
    "/links/{linkId}": {
      "delete": {
        "operationId": "deleteLink",
        "tags": [
          "Links"
        ],
        "summary": "Delete a link",
        "description": "Deletes a link of the authenticated workspace.",
        "parameters": [
          {
            "name": "linkId",
            "in": "path",
            "required": true,
            "description": "The link's ID, or its externalId prefixed with ext_.",
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The ID of the deleted link.",
            "x-spec-gap": "success-status: not shown; the kit answers 200.",
            "headers": {
              "X-RateLimit-Limit": {
                "$ref": "#/components/headers/X-RateLimit-Limit"
              },
              "X-RateLimit-Remaining": {
                "$ref": "#/components/headers/X-RateLimit-Remaining"
              },
              "X-RateLimit-Reset": {
                "$ref": "#/components/headers/X-RateLimit-Reset"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/DeletedLink"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "410": {
            "$ref": "#/components/responses/InviteExpired"
          },
          "422": {
            "$ref": "#/components/responses/UnprocessableEntity"
          },
          "429": {
            "$ref": "#/components/responses/RateLimitExceeded"
          },
          "500": {
            "$ref": "#/components/responses/InternalServerError"
          }
        }
      }
    },
    "/workspaces/{idOrSlug}": {
      "get": {
        "operationId": "getWorkspace",
        "tags": [
          "Workspaces"
        ],
        "summary": "Retrieve a workspace",
        "description": "Retrieves a workspace of the authenticated user by ID or slug.",
        "parameters": [
          {
            "name": "idOrSlug",
            "in": "path",
            "required": true,
            "description": "The ID or the slug of the workspace.",
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The workspace.",
            "x-spec-gap": "success-status: not shown; the kit answers 200.",
            "headers": {
              "X-RateLimit-Limit": {
                "$ref": "#/components/headers/X-RateLimit-Limit"
              },
              "X-RateLimit-Remaining": {
                "$ref": "#/components/headers/X-RateLimit-Remaining"
              },
              "X-RateLimit-Reset": {
                "$ref": "#/components/headers/X-RateLimit-Reset"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Workspace"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "410": {
            "$ref": "#/components/responses/InviteExpired"
          },
          "422": {
            "$ref": "#/components/responses/UnprocessableEntity"
          },
          "429": {
            "$ref": "#/components/responses/RateLimitExceeded"
          },
          "500": {
            "$ref": "#/components/responses/InternalServerError"
          }
        }
      }
    },
    "/qr": {
      "get": {
        "operationId": "getQRCode",
        "tags": [
          "QR Codes"
        ],
        "summary": "Retrieve a QR code",
        "description": "Returns a QR code image for a URL. Works without a credential.",
        "security": [
          {},
          {
            "bearerAuth": []
          }
        ],
        "parameters": [
          {
            "name": "url",
            "in": "query",
            "required": true,
            "description": "The URL to encode.",
            "x-spec-gap": "qr-url-required: not shown; the kit requires it.",
            "schema": {
              "$ref": "#/components/schemas/DestinationUrl"
            }
          },
          {
            "name": "logo",
            "in": "query",
            "description": "URL of a logo to place in the middle of the code; paid plans only.",
            "x-spec-gap": "qr-params: the name is not shown; the kit calls it logo.",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "size",
            "in": "query",
            "description": "Width and height of the image in pixels.",
            "x-spec-gap": "qr-params: the name is not shown; the kit calls it size (range: see qr-size-range).",
            "schema": {
              "type": "integer",
              "minimum": 1,
              "maximum": 4096,
              "default": 600
            }
          },
          {
            "name": "level",
            "in": "query",
            "description": "Error correction level.",
            "x-spec-gap": "qr-params: the name is not shown; the kit calls it level.",
            "schema": {
              "type": "string",
              "enum": [
                "L",
                "M",
                "Q",
                "H"
              ],
              "default": "L"
            }
          },
          {
            "name": "fgColor",
            "in": "query",
            "description": "Foreground colour in hex format.",
            "x-spec-gap": "qr-params: the name is not shown; the kit calls it fgColor.",
            "schema": {
              "$ref": "#/components/schemas/HexColor",
              "default": "#000000"
            }
          },
          {
            "name": "bgColor",
            "in": "query",
            "description": "Background colour in hex format.",
            "x-spec-gap": "qr-params: the name is not shown; the kit calls it bgColor.",
            "schema": {
              "$ref": "#/components/schemas/HexColor",
              "default": "#ffffff"
            }
          },
          {
            "name": "hideLogo",
            "in": "query",
            "description": "Hide the logo; paid plans only.",
            "x-spec-gap": "qr-params: the name is not shown; the kit calls it hideLogo.",
            "schema": {
              "type": "boolean",
              "default": false
            }
          },
          {
            "name": "margin",
            "in": "query",
            "description": "Size of the margin around the code, in modules.",
            "x-spec-gap": "qr-size-range: the range is not shown; the kit takes 0 to 100 modules (and sizes of 1 to 4096 pixels).",
            "schema": {
              "type": "integer",
              "minimum": 0,
              "maximum": 100,
              "default": 2
            }
          },
          {
            "name": "includeMargin",
            "in": "query",
            "deprecated": true,
            "description": "Deprecated; the margin is included by default. Use margin.",
            "x-spec-gap": "qr-params: the name is not shown; the kit calls it includeMargin.",
            "schema": {
              "type": "boolean",
              "default": true
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The QR code image.",
            "x-spec-gap": "qr-content-type: not shown; the kit answers image/png.",
            "headers": {
              "Access-Control-Allow-Origin": {
                "description": "Any origin may load the image.",
                "schema": {
                  "type": "string"
                }
              }
            },
            "content": {
              "image/png": {
                "schema": {
                  "type": "string",
                  "format": "binary"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "410": {
            "$ref": "#/components/responses/InviteExpired"
          },
          "422": {
            "$ref": "#/components/responses/UnprocessableEntity"
          },
          "429": {
            "$ref": "#/components/responses/RateLimitExceeded"
          },
          "500": {
            "$ref": "#/components/responses/InternalServerError"
          }
        }
      }
    }
  },
  "components": {
    "securitySchemes": {
      "bearerAuth": {
        "type": "http",
        "scheme": "bearer",
        "description": "Authorization: Bearer <ACCESS_TOKEN>.",
        "x-spec-gap": "auth-tokens: how tokens are obtained is not shown; the mock prints its tokens at start-up."
      }
    },
    "headers": {
      "X-RateLimit-Limit": {
        "description": "Requests allowed in the current window.",
        "x-spec-gap": "rate-limit: headers are not shown; the kit sends them on authenticated responses.",
        "schema": {
          "type": "integer"
        }
      },
      "X-RateLimit-Remaining": {
        "description": "Requests left in the current window.",
        "x-spec-gap": "rate-limit: headers are not shown; the kit sends them on authenticated responses.",
        "schema": {
          "type": "integer"
        }
      },
      "X-RateLimit-Reset": {
        "description": "When the current window ends, in Unix seconds.",
        "x-spec-gap": "rate-limit: headers are not shown; the kit sends them on authenticated responses.",
        "schema": {
          "type": "integer"
        }
      },
      "Retry-After": {
        "description": "Seconds to wait before retrying.",
        "x-spec-gap": "rate-limit: headers are not shown; the kit sends Retry-After on a 429.",
        "schema": {
          "type": "integer"
        }
      }
    },
    "parameters": {
      "domainFilter": {
        "name": "domain",
        "in": "query",
        "description": "Only links on this domain; when omitted, links on every domain.",
        "schema": {
          "type": "string"
        }
      },
      "tagIdFilter": {
        "name": "tagId",
        "in": "query",
        "deprecated": true,
        "description": "Deprecated; use tagIds.",
        "schema": {
          "type": "string"
        }
      },
      "tagIdsFilter": {
        "name": "tagIds",
        "in": "query",
        "description": "Only links with one of these tag IDs (comma-separated).",
        "style": "form",
        "explode": false,
        "schema": {
          "$ref": "#/components/schemas/StringOrStrings"
        }
      },
      "tagNamesFilter": {
        "name": "tagNames",
        "in": "query",
        "description": "Only links with one of these tag names, ignoring case (comma-separated).",
        "style": "form",
        "explode": false,
        "schema": {
          "$ref": "#/components/schemas/StringOrStrings"
        }
      },
      "folderIdFilter": {
        "name": "folderId",
        "in": "query",
        "description": "Only links in this folder.",
        "schema": {
          "type": "string"
        }
      },
      "searchFilter": {
        "name": "search",
        "in": "query",
        "description": "Text matched against the key and the destination URL.",
        "schema": {
          "type": "string"
        }
      },
      "userIdFilter": {
        "name": "userId",
        "in": "query",
        "description": "Only links created by this user.",
        "schema": {
          "type": "string"
        }
      },
      "tenantIdFilter": {
        "name": "tenantId",
        "in": "query",
        "description": "Only links of this tenant.",
        "schema": {
          "type": "string"
        }
      },
      "showArchivedFilter": {
        "name": "showArchived",
        "in": "query",
        "description": "Include archived links.",
        "schema": {
          "type": "boolean",
          "default": false
        }
      },
      "withTagsFilter": {
        "name": "withTags",
        "in": "query",
        "deprecated": true,
        "description": "Deprecated; only links with at least one tag.",
        "schema": {
          "type": "boolean",
          "default": false
        }
      }
    },
    "responses": {
      "BadRequest": {
        "description": "Malformed syntax, invalid framing or deceptive routing.",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/BadRequestError"
            }
          }
        }
      },
      "Unauthorized": {
        "description": "The client is not authenticated.",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/UnauthorizedError"
            }
          }
        }
      },
      "Forbidden": {
        "description": "The identity is known but has no access rights to the resource.",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ForbiddenError"
            }
          }
        }
      },
      "NotFound": {
        "description": "The resource cannot be found.",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/NotFoundError"
            }
          }
        }
      },
      "Conflict": {
        "description": "The request conflicts with the current state.",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ConflictError"
            }
          }
        }
      },
      "InviteExpired": {
        "description": "The content was permanently deleted, with no forwarding address.",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/InviteExpiredError"
            }
          }
        }
      },
      "UnprocessableEntity": {
        "description": "The request is well formed but cannot be followed because of semantic errors.",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/UnprocessableEntityError"
            }
          }
        }
      },
      "RateLimitExceeded": {
        "description": "Too many requests in a given time.",
        "headers": {
          "Retry-After": {
            "$ref": "#/components/headers/Retry-After"
          },
          "X-RateLimit-Limit": {
            "$ref": "#/components/headers/X-RateLimit-Limit"
          },
          "X-RateLimit-Remaining": {
            "$ref": "#/components/headers/X-RateLimit-Remaining"
          },
          "X-RateLimit-Reset": {
            "$ref": "#/components/headers/X-RateLimit-Reset"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/RateLimitExceededError"
            }
          }
        }
      },
      "InternalServerError": {
        "description": "An unhandled server situation.",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/InternalServerErrorError"
            }
          }
        }
      }
    },
    "schemas": {
      "DestinationUrl": {
        "type": "string",
        "maxLength": 32000,
        "description": "A destination URL.",
        "x-spec-gap": "url-normalisation: how URLs are checked is not shown; a value without a scheme that contains a dot gets https:// prepended."
      },
      "DomainName": {
        "type": "string",
        "maxLength": 190,
        "description": "A domain without protocol."
      },
      "LinkKey": {
        "type": "string",
        "maxLength": 190,
        "description": "The slug of a short link.",
        "x-spec-gap": "key-rules: rules other than the length are not shown."
      },
      "ExternalId": {
        "type": "string",
        "minLength": 1,
        "maxLength": 255,
        "description": "ID of the link in the caller's own database; unique across the workspace."
      },
      "TenantId": {
        "type": "string",
        "maxLength": 255,
        "description": "ID of the tenant (in the caller's system) that created the link."
      },
      "TagName": {
        "type": "string",
        "minLength": 1,
        "maxLength": 50,
        "description": "The name of a tag."
      },
      "TagColor": {
        "type": "string",
        "enum": [
          "red",
          "yellow",
          "green",
          "blue",
          "purple",
          "brown",
          "pink"
        ],
        "description": "The colour of a tag."
      },
      "HexColor": {
        "type": "string",
        "pattern": "^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$",
        "description": "A colour in hex format."
      },
      "StringOrStrings": {
        "description": "One value, or several.",
        "oneOf": [
          {
            "type": "string"
          },
          {
            "type": "array",
            "items": {
              "type": "string"
            }
          }
        ]
      },
      "Timestamp": {
        "type": "string",
        "format": "date-time",
        "description": "A date and time.",
        "x-spec-gap": "timestamp-format: only expiresAt is shown as ISO-8601; the kit uses ISO-8601 UTC everywhere."
      },
      "LinkSortField": {
        "type": "string",
        "enum": [
          "createdAt",
          "clicks",
          "saleAmount",
          "lastClicked"
        ],
        "description": "Field to sort links by."
      },
      "GeoTargeting": {
        "type": "object",
        "description": "Map from a country to the destination URL for visitors from it.",
        "x-spec-gap": "geo-country-format: the country code format is not shown; the kit uses ISO 3166-1 alpha-2 in upper case.",
        "propertyNames": {
          "pattern": "^[A-Z]{2}$"
        },
        "additionalProperties": {
          "$ref": "#/components/schemas/DestinationUrl"
        }
      },
      "TestVariant": {
        "type": "object",
        "description": "One destination of an A/B test.",
        "required": [
          "url",
          "percentage"
        ],
        "properties": {
          "url": {
            "$ref": "#/components/schemas/DestinationUrl",
            "description": "Destination URL of the variant."
          },
          "percentage": {
            "type": "number",
            "minimum": 0,
            "maximum": 100,
            "description": "Percentage of traffic sent to this URL.",
            "x-spec-gap": "test-variants: only the count is shown; percentages are 0 to 100 and add up to 100."
          }
        }
      },
      "TestVariants": {
        "type": "array",
        "description": "A/B test destinations with traffic percentages.",
        "minItems": 2,
        "maxItems": 4,
        "items": {
          "$ref": "#/components/schemas/TestVariant"
        }
      },
      "Tag": {
        "type": "object",
        "description": "A label that groups links.",
        "required": [
          "id",
          "name",
          "color"
        ],
        "properties": {
          "id": {
            "type": "string",
            "description": "Unique ID of the tag."
          },
          "name": {
            "$ref": "#/components/schemas/TagName"
          },
          "color": {
            "$ref": "#/components/schemas/TagColor"
          }
        },
        "example": {
          "id": "tag_01KBH4ZSMRSQ3V4WPWWGYEBQ9G",
          "name": "Summer sale",
          "color": "green"
        }
      },
      "Link": {
        "type": "object",
        "description": "A short link.",
        "x-spec-gap": "nullable-fields: how an unset field appears is not shown; the kit sends every field, null when unset.",
        "required": [
          "id",
          "domain",
          "key",
          "url",
          "trackConversion",
          "externalId",
          "tenantId",
          "programId",
          "partnerId",
          "archived",
          "expiresAt",
          "expiredUrl",
          "disabledAt",
          "password",
          "proxy",
          "title",
          "description",
          "image",
          "video",
          "rewrite",
          "doIndex",
          "ios",
          "android",
          "geo",
          "publicStats",
          "tags",
          "folderId",
          "webhookIds",
          "comments",
          "shortLink",
          "qrCode",
          "utm_source",
          "utm_medium",
          "utm_campaign",
          "utm_term",
          "utm_content",
          "userId",
          "workspaceId",
          "clicks",
          "leads",
          "conversions",
          "sales",
          "saleAmount",
          "lastClicked",
          "createdAt",
          "updatedAt",
          "tagId",
          "projectId",
          "testVariants",
          "testStartedAt",
          "testCompletedAt"
        ],
        "properties": {
          "id": {
            "type": "string",
            "description": "Unique ID of the short link."
          },
          "domain": {
            "type": "string",
            "description": "Domain of the short link, without protocol."
          },
          "key": {
            "type": "string",
            "description": "Slug of the short link."
          },
          "url": {
            "type": "string",
            "description": "Destination URL, with any UTM and ref parameters written into it."
          },
          "trackConversion": {
            "type": "boolean",
            "description": "Whether conversions are tracked."
          },
          "externalId": {
            "type": [
              "string",
              "null"
            ],
            "description": "ID of the link in the caller's own database; unique across the workspace."
          },
          "tenantId": {
            "type": [
              "string",
              "null"
            ],
            "description": "ID of the tenant (in the caller's system) that created the link."
          },
          "programId": {
            "type": [
              "string",
              "null"
            ],
            "description": "Program the link is associated with."
          },
          "partnerId": {
            "type": [
              "string",
              "null"
            ],
            "description": "Partner the link is associated with."
          },
          "archived": {
            "type": "boolean",
            "description": "Whether the link is archived."
          },
          "expiresAt": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time",
            "description": "Expiry date and time, ISO-8601."
          },
          "expiredUrl": {
            "type": [
              "string",
              "null"
            ],
            "description": "URL to redirect to after expiry."
          },
          "disabledAt": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time",
            "description": "When the link was disabled; a disabled link redirects to its domain's not-found URL and its stats are excluded from the overall stats.",
            "x-spec-gap": "timestamp-format: only \"date and time\" is shown; the kit uses ISO-8601 UTC."
          },
          "password": {
            "type": [
              "string",
              "null"
            ],
            "description": "Password required to reach the destination."
          },
          "proxy": {
            "type": "boolean",
            "description": "Whether custom link previews are used."
          },
          "title": {
            "type": [
              "string",
              "null"
            ],
            "description": "Preview title; used for previews when proxy is true."
          },
          "description": {
            "type": [
              "string",
              "null"
            ],
            "description": "Preview description; used when proxy is true."
          },
          "image": {
            "type": [
              "string",
              "null"
            ],
            "description": "Preview image; used when proxy is true."
          },
          "video": {
            "type": [
              "string",
              "null"
            ],
            "description": "Preview video; used when proxy is true."
          },
          "rewrite": {
            "type": "boolean",
            "description": "Whether link cloaking is used."
          },
          "doIndex": {
            "type": "boolean",
            "description": "Whether search engines may index the link."
          },
          "ios": {
            "type": [
              "string",
              "null"
            ],
            "description": "Destination URL for iOS devices."
          },
          "android": {
            "type": [
              "string",
              "null"
            ],
            "description": "Destination URL for Android devices."
          },
          "geo": {
            "description": "Geo targeting map, country to destination URL.",
            "anyOf": [
              {
                "$ref": "#/components/schemas/GeoTargeting"
              },
              {
                "type": "null"
              }
            ]
          },
          "publicStats": {
            "type": "boolean",
            "description": "Whether stats are publicly accessible."
          },
          "tags": {
            "type": "array",
            "description": "Tags assigned to the link.",
            "items": {
              "$ref": "#/components/schemas/Tag"
            }
          },
          "folderId": {
            "type": [
              "string",
              "null"
            ],
            "description": "Folder the link is assigned to."
          },
          "webhookIds": {
            "type": "array",
            "description": "Webhooks triggered when the link is clicked.",
            "x-spec-gap": "webhooks: registration and delivery are not shown; links store and echo the IDs.",
            "items": {
              "type": "string"
            }
          },
          "comments": {
            "type": [
              "string",
              "null"
            ],
            "description": "Comments on the link."
          },
          "shortLink": {
            "type": "string",
            "format": "iri",
            "pattern": "^https://",
            "description": "Full URL of the short link, including the https protocol (as the spec requires). An IRI, since keys may hold non-ASCII characters."
          },
          "qrCode": {
            "type": "string",
            "format": "iri",
            "description": "Full URL of the link's QR code (the QR endpoint with a url query parameter).",
            "x-spec-gap": "short-link: shortLink and qrCode are shown only as full URLs; the kit answers https://{domain}/{key} and {base URL}/qr?url={shortLink}?qr=1."
          },
          "utm_source": {
            "type": [
              "string",
              "null"
            ],
            "description": "UTM source."
          },
          "utm_medium": {
            "type": [
              "string",
              "null"
            ],
            "description": "UTM medium."
          },
          "utm_campaign": {
            "type": [
              "string",
              "null"
            ],
            "description": "UTM campaign."
          },
          "utm_term": {
            "type": [
              "string",
              "null"
            ],
            "description": "UTM term."
          },
          "utm_content": {
            "type": [
              "string",
              "null"
            ],
            "description": "UTM content."
          },
          "userId": {
            "type": [
              "string",
              "null"
            ],
            "description": "User ID of the creator."
          },
          "workspaceId": {
            "type": "string",
            "description": "Workspace the link belongs to."
          },
          "clicks": {
            "type": "number",
            "minimum": 0,
            "description": "Number of clicks."
          },
          "leads": {
            "type": "number",
            "minimum": 0,
            "description": "Number of leads generated."
          },
          "conversions": {
            "type": "number",
            "minimum": 0,
            "description": "Number of leads that converted to paying customers."
          },
          "sales": {
            "type": "number",
            "minimum": 0,
            "description": "Total number of sales, including recurring sales."
          },
          "saleAmount": {
            "type": "number",
            "minimum": 0,
            "description": "Total sales value in cents."
          },
          "lastClicked": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time",
            "description": "When the link was last clicked.",
            "x-spec-gap": "timestamp-format: only \"date and time\" is shown; the kit uses ISO-8601 UTC."
          },
          "createdAt": {
            "$ref": "#/components/schemas/Timestamp",
            "description": "Creation time."
          },
          "updatedAt": {
            "$ref": "#/components/schemas/Timestamp",
            "description": "Last update time."
          },
          "tagId": {
            "type": [
              "string",
              "null"
            ],
            "deprecated": true,
            "description": "Deprecated; use tags."
          },
          "projectId": {
            "type": "string",
            "deprecated": true,
            "description": "Deprecated; use workspaceId."
          },
          "testVariants": {
            "description": "A/B test destinations, 2 to 4 elements.",
            "anyOf": [
              {
                "$ref": "#/components/schemas/TestVariants"
              },
              {
                "type": "null"
              }
            ]
          },
          "testStartedAt": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time",
            "description": "When the tests started.",
            "x-spec-gap": "timestamp-format: only \"date and time\" is shown; the kit uses ISO-8601 UTC."
          },
          "testCompletedAt": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time",
            "description": "When the tests were or will be completed.",
            "x-spec-gap": "timestamp-format: only \"date and time\" is shown; the kit uses ISO-8601 UTC."
          }
        },
        "example": {
          "id": "link_01KBH50Q6J1V7P3K9D2W8X4M5N",
          "domain": "acme.link",
          "key": "summer26",
          "url": "https://www.acme.com/sale?utm_source=newsletter&utm_campaign=summer",
          "trackConversion": false,
          "externalId": null,
          "tenantId": null,
          "programId": null,
          "partnerId": null,
          "archived": false,
          "expiresAt": null,
          "expiredUrl": null,
          "disabledAt": null,
          "password": null,
          "proxy": false,
          "title": null,
          "description": null,
          "image": null,
          "video": null,
          "rewrite": false,
          "doIndex": false,
          "ios": null,
          "android": null,
          "geo": null,
          "publicStats": false,
          "tags": [
            {
              "id": "tag_01KBH4ZSMRSQ3V4WPWWGYEBQ9G",
              "name": "Summer sale",
              "color": "green"
            }
          ],
          "folderId": null,
          "webhookIds": [],
          "comments": null,
          "shortLink": "https://acme.link/summer26",
          "qrCode": "http://127.0.0.1:4010/qr?url=https://acme.link/summer26?qr=1",
          "utm_source": "newsletter",
          "utm_medium": null,
          "utm_campaign": "summer",
          "utm_term": null,
          "utm_content": null,
          "userId": "user_01KBH4YB1Q8ZKX0T3C6V9J2F7H",
          "workspaceId": "ws_01KBH4XK2D5R8N1M4P7Q0S3T6V",
          "clicks": 0,
          "leads": 0,
          "conversions": 0,
          "sales": 0,
          "saleAmount": 0,
          "lastClicked": null,
          "createdAt": "2026-01-13T10:00:00.000Z",
          "updatedAt": "2026-01-13T10:00:00.000Z",
          "tagId": "tag_01KBH4ZSMRSQ3V4WPWWGYEBQ9G",
          "projectId": "ws_01KBH4XK2D5R8N1M4P7Q0S3T6V",
          "testVariants": null,
          "testStartedAt": null,
          "testCompletedAt": null
        }
      },
      "LinkError": {
        "type": "object",
        "description": "Why one element of a bulk request was not created.",
        "x-spec-gap": "bulk-link-error: the shape is not shown; the kit answers link, error and code.",
        "required": [
          "link",
          "error",
          "code"
        ],
        "properties": {
          "link": {
            "description": "The submitted element, as sent."
          },
          "error": {
            "type": "string",
            "description": "Why the element was not created."
          },
          "code": {
            "$ref": "#/components/schemas/ErrorCode"
          }
        }
      },
      "LinkCountGroups": {
        "type": "array",
        "description": "Counts per value of the groupBy field.",
        "x-spec-gap": "count-groupby: the grouped shape is not shown; the kit answers objects with the grouped field and _count.",
        "items": {
          "type": "object",
          "required": [
            "_count"
          ],
          "properties": {
            "_count": {
              "type": "integer",
              "minimum": 0,
              "description": "Number of matching links in the group."
            }
          },
          "additionalProperties": true
        }
      },
      "DeletedLink": {
        "type": "object",
        "description": "The result of deleting a link.",
        "required": [
          "id"
        ],
        "properties": {
          "id": {
            "type": "string",
            "description": "ID of the deleted link."
          }
        }
      },
      "WorkspacePlan": {
        "type": "string",
        "enum": [
          "free",
          "pro",
          "business",
          "business plus",
          "business extra",
          "business max",
          "advanced",
          "enterprise"
        ],
        "description": "The plan of a workspace."
      },
      "WorkspaceUser": {
        "type": "object",
        "description": "Role of the authenticated user in the workspace.",
        "x-spec-gap": "nullable-fields: how an unset defaultFolderId appears is not shown; the kit sends null.",
        "required": [
          "role",
          "defaultFolderId"
        ],
        "properties": {
          "role": {
            "type": "string",
            "description": "Role of the user, for example owner.",
            "x-spec-gap": "workspace-roles: only owner is shown; the kit also uses member."
          },
          "defaultFolderId": {
            "type": [
              "string",
              "null"
            ],
            "description": "Folder new links of this user go to by default."
          }
        }
      },
      "WorkspaceDomain": {
        "type": "object",
        "description": "A domain of the workspace.",
        "required": [
          "slug",
          "primary",
          "verified"
        ],
        "properties": {
          "slug": {
            "type": "string",
            "description": "The domain name."
          },
          "primary": {
            "type": "boolean",
            "description": "Whether it is the workspace's primary domain."
          },
          "verified": {
            "type": "boolean",
            "description": "Whether the domain is verified."
          }
        }
      },
      "Workspace": {
        "type": "object",
        "description": "A workspace with its plan, limits and usage.",
        "x-spec-gap": "nullable-fields: how an unset field appears is not shown; the kit sends every field, null when unset.",
        "required": [
          "id",
          "name",
          "slug",
          "logo",
          "inviteCode",
          "plan",
          "planTier",
          "billingId",
          "billingCycleStart",
          "paymentFailedAt",
          "billingConnectId",
          "totalLinks",
          "usage",
          "usageLimit",
          "linksUsage",
          "linksLimit",
          "payoutsUsage",
          "payoutsLimit",
          "payoutFee",
          "domainsLimit",
          "tagsLimit",
          "foldersUsage",
          "foldersLimit",
          "groupsLimit",
          "networkInvitesLimit",
          "usersLimit",
          "aiUsage",
          "aiLimit",
          "conversionEnabled",
          "dotLinkClaimed",
          "createdAt",
          "users",
          "domains",
          "store",
          "allowedHostnames",
          "ssoEmailDomain",
          "ssoEnforcedAt",
          "flags"
        ],
        "properties": {
          "id": {
            "type": "string",
            "description": "Unique ID of the workspace."
          },
          "name": {
            "type": "string",
            "description": "Name of the workspace."
          },
          "slug": {
            "type": "string",
            "description": "Slug of the workspace."
          },
          "logo": {
            "type": [
              "string",
              "null"
            ],
            "description": "Logo of the workspace."
          },
          "inviteCode": {
            "type": [
              "string",
              "null"
            ],
            "description": "Invite code of the workspace."
          },
          "plan": {
            "$ref": "#/components/schemas/WorkspacePlan"
          },
          "planTier": {
            "type": "number",
            "description": "Tier of the plan."
          },
          "billingId": {
            "type": [
              "string",
              "null"
            ],
            "description": "Identifier of the workspace at the external payment provider."
          },
          "billingCycleStart": {
            "type": "number",
            "description": "When the billing cycle starts."
          },
          "paymentFailedAt": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time",
            "description": "When a payment failed.",
            "x-spec-gap": "timestamp-format: only \"date and time\" is shown; the kit uses ISO-8601 UTC."
          },
          "billingConnectId": {
            "type": [
              "string",
              "null"
            ],
            "description": "Identifier of the workspace's connected payout account at the payment provider."
          },
          "totalLinks": {
            "type": "number",
            "minimum": 0,
            "description": "Total number of links in the workspace."
          },
          "usage": {
            "type": "number",
            "minimum": 0,
            "description": "Usage of the workspace."
          },
          "usageLimit": {
            "type": "number",
            "minimum": 0,
            "description": "Usage limit.",
            "x-spec-gap": "plan-limits: values per plan are not shown."
          },
          "linksUsage": {
            "type": "number",
            "minimum": 0,
            "description": "Links usage."
          },
          "linksLimit": {
            "type": "number",
            "minimum": 0,
            "description": "Links limit.",
            "x-spec-gap": "plan-limits: values per plan are not shown."
          },
          "payoutsUsage": {
            "type": "number",
            "minimum": 0,
            "description": "Partner payouts processed in the current billing cycle, in cents."
          },
          "payoutsLimit": {
            "type": "number",
            "minimum": 0,
            "description": "Maximum partner payouts per billing cycle, in cents."
          },
          "payoutFee": {
            "type": "number",
            "minimum": 0,
            "description": "Processing fee for partner payouts, as a decimal; for card payments 0.03 is added."
          },
          "domainsLimit": {
            "type": "number",
            "minimum": 0,
            "description": "Domains limit."
          },
          "tagsLimit": {
            "type": "number",
            "minimum": 0,
            "description": "Tags limit."
          },
          "foldersUsage": {
            "type": "number",
            "minimum": 0,
            "description": "Folders usage."
          },
          "foldersLimit": {
            "type": "number",
            "minimum": 0,
            "description": "Folders limit."
          },
          "groupsLimit": {
            "type": "number",
            "minimum": 0,
            "description": "Groups limit."
          },
          "networkInvitesLimit": {
            "type": "number",
            "minimum": 0,
            "description": "Weekly network invites limit."
          },
          "usersLimit": {
            "type": "number",
            "minimum": 0,
            "description": "Users limit."
          },
          "aiUsage": {
            "type": "number",
            "minimum": 0,
            "description": "AI usage."
          },
          "aiLimit": {
            "type": "number",
            "minimum": 0,
            "description": "AI limit."
          },
          "conversionEnabled": {
            "type": "boolean",
            "description": "Whether conversion tracking is enabled automatically for new links."
          },
          "dotLinkClaimed": {
            "type": "boolean",
            "description": "Whether the workspace has claimed a free .link domain."
          },
          "createdAt": {
            "$ref": "#/components/schemas/Timestamp",
            "description": "Creation time."
          },
          "users": {
            "type": "array",
            "description": "Role of the authenticated user.",
            "items": {
              "$ref": "#/components/schemas/WorkspaceUser"
            }
          },
          "domains": {
            "type": "array",
            "description": "Domains of the workspace.",
            "items": {
              "$ref": "#/components/schemas/WorkspaceDomain"
            }
          },
          "store": {
            "type": [
              "object",
              "null"
            ],
            "description": "Miscellaneous key-value store of the workspace.",
            "x-spec-gap": "workspace-store-flags: contents are not shown; a free-form object."
          },
          "allowedHostnames": {
            "type": "array",
            "description": "Hostnames permitted for client-side click tracking.",
            "items": {
              "type": "string"
            }
          },
          "ssoEmailDomain": {
            "type": [
              "string",
              "null"
            ],
            "description": "Email domain for single sign-on."
          },
          "ssoEnforcedAt": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time",
            "description": "When single sign-on was enforced.",
            "x-spec-gap": "timestamp-format: only \"date and time\" is shown; the kit uses ISO-8601 UTC."
          },
          "flags": {
            "type": "object",
            "description": "Feature flags indicating which features are enabled.",
            "x-spec-gap": "workspace-store-flags: contents are not shown; the kit maps feature names to booleans."
          }
        },
        "example": {
          "id": "ws_01KBH4XK2D5R8N1M4P7Q0S3T6V",
          "name": "Acme",
          "slug": "acme",
          "logo": null,
          "inviteCode": "acme-invite-7Q0S3T",
          "plan": "business",
          "planTier": 1,
          "billingId": null,
          "billingCycleStart": 1,
          "paymentFailedAt": null,
          "billingConnectId": null,
          "totalLinks": 200,
          "usage": 48210,
          "usageLimit": 250000,
          "linksUsage": 200,
          "linksLimit": 10000,
          "payoutsUsage": 0,
          "payoutsLimit": 0,
          "payoutFee": 0.05,
          "domainsLimit": 100,
          "tagsLimit": 1000000000,
          "foldersUsage": 3,
          "foldersLimit": 20,
          "groupsLimit": 3,
          "networkInvitesLimit": 10,
          "usersLimit": 10,
          "aiUsage": 0,
          "aiLimit": 1000,
          "conversionEnabled": false,
          "dotLinkClaimed": false,
          "createdAt": "2025-06-01T09:00:00.000Z",
          "users": [
            {
              "role": "owner",
              "defaultFolderId": null
            }
          ],
          "domains": [
            {
              "slug": "acme.link",
              "primary": true,
              "verified": true
            }
          ],
          "store": {},
          "allowedHostnames": [],
          "ssoEmailDomain": null,
          "ssoEnforcedAt": null,
          "flags": {}
        }
      },
      "CreateTagRequest": {
        "description": "A tag to create, named by name or by its alias tag (tag-alias gap).",
        "anyOf": [
          {
            "$ref": "#/components/schemas/CreateTagByName"
          },
          {
            "$ref": "#/components/schemas/CreateTagByAlias"
          }
        ],
        "example": {
          "name": "Summer sale",
          "color": "green"
        }
      },
      "CreateTagByName": {
        "type": "object",
        "description": "A tag to create, named by name.",
        "required": [
          "name"
        ],
        "additionalProperties": false,
        "x-spec-gap": "unknown-body-fields: not shown; the kit ignores fields it does not know (--strict rejects them).",
        "properties": {
          "name": {
            "$ref": "#/components/schemas/TagName",
            "description": "The name of the tag to create."
          },
          "color": {
            "$ref": "#/components/schemas/TagColor",
            "description": "The colour of the tag; when omitted a random colour other than pink is chosen.",
            "x-spec-gap": "tag-color: a colour drawn at random from red, yellow, green, blue, purple and brown."
          },
          "tag": {
            "type": "string",
            "minLength": 1,
            "description": "Alias described as the name of the tag to create.",
            "x-spec-gap": "tag-alias: how it relates to name is not shown; alone it names the tag, with name it must name the same tag."
          }
        }
      },
      "CreateTagByAlias": {
        "type": "object",
        "description": "A tag to create, named by the alias tag alone (the public service takes name ?? tag).",
        "required": [
          "tag"
        ],
        "additionalProperties": false,
        "x-spec-gap": "unknown-body-fields: not shown; the kit ignores fields it does not know (--strict rejects them).",
        "properties": {
          "name": {
            "$ref": "#/components/schemas/TagName",
            "description": "The name of the tag to create."
          },
          "color": {
            "$ref": "#/components/schemas/TagColor",
            "description": "The colour of the tag; when omitted a random colour other than pink is chosen.",
            "x-spec-gap": "tag-color: a colour drawn at random from red, yellow, green, blue, purple and brown."
          },
          "tag": {
            "$ref": "#/components/schemas/TagName",
            "description": "Alias described as the name of the tag to create; alone, it is the name (1 to 50 characters).",
            "x-spec-gap": "tag-alias: how it relates to name is not shown; alone it names the tag, with name it must name the same tag."
          }
        }
      },
      "CreateLinkRequest": {
        "type": "object",
        "description": "A link to create.",
        "required": [
          "url"
        ],
        "additionalProperties": false,
        "x-spec-gap": "link-required-fields: not shown; the kit requires url. Unknown fields are ignored (unknown-body-fields; --strict rejects them).",
        "properties": {
          "url": {
            "$ref": "#/components/schemas/DestinationUrl",
            "description": "Destination URL of the short link."
          },
          "domain": {
            "$ref": "#/components/schemas/DomainName",
            "description": "Domain of the short link, without protocol; when omitted, the workspace's primary domain, or the service's shared default domain when the workspace has no domains.",
            "x-spec-gap": "default-domain: the shared default domain is not named; the kit uses dub.sh."
          },
          "key": {
            "$ref": "#/components/schemas/LinkKey",
            "description": "Slug of the short link; when omitted a random slug of keyLength characters is generated."
          },
          "keyLength": {
            "type": "integer",
            "minimum": 3,
            "maximum": 190,
            "default": 7,
            "description": "Length of a generated slug; with a prefix, the total key length is the prefix length plus keyLength.",
            "x-spec-gap": "whole-numbers: typed as number; the kit takes whole numbers only."
          },
          "externalId": {
            "$ref": "#/components/schemas/ExternalId",
            "description": "ID of the link in the caller's database; unique across the workspace. Prefixed with ext_ where it is passed as a query or path parameter."
          },
          "tenantId": {
            "$ref": "#/components/schemas/TenantId",
            "description": "ID of the tenant that created the link; all links of a tenant can be fetched by it."
          },
          "programId": {
            "type": "string",
            "description": "Program the link is associated with."
          },
          "partnerId": {
            "type": "string",
            "description": "Partner the link is associated with."
          },
          "prefix": {
            "type": "string",
            "description": "Prefix of randomly generated keys; ignored when key is given.",
            "x-spec-gap": "key-generation: the generated key is the prefix followed by keyLength random characters."
          },
          "trackConversion": {
            "type": "boolean",
            "default": false,
            "description": "Whether to track conversions."
          },
          "archived": {
            "type": "boolean",
            "default": false,
            "description": "Whether the link is archived."
          },
          "tagIds": {
            "type": "array",
            "description": "IDs of the tags to assign.",
            "items": {
              "type": "string"
            }
          },
          "tagNames": {
            "$ref": "#/components/schemas/StringOrStrings",
            "description": "Names of the tags to assign, ignoring case.",
            "x-spec-gap": "tag-names: unknown names are a 422."
          },
          "folderId": {
            "type": "string",
            "description": "ID of an existing folder to assign the link to.",
            "x-spec-gap": "folder-webhook-ids: an unknown folder is a 422."
          },
          "comments": {
            "type": "string",
            "description": "Comments on the link."
          },
          "expiresAt": {
            "type": "string",
            "description": "When the link expires."
          },
          "expiredUrl": {
            "$ref": "#/components/schemas/DestinationUrl",
            "description": "Where to redirect after the link expires."
          },
          "password": {
            "type": "string",
            "description": "Password required to reach the destination."
          },
          "proxy": {
            "type": "boolean",
            "default": false,
            "description": "Whether to use custom link previews."
          },
          "title": {
            "type": "string",
            "description": "Preview title (og:title); used when proxy is true."
          },
          "description": {
            "type": "string",
            "description": "Preview description (og:description); used when proxy is true."
          },
          "image": {
            "type": "string",
            "description": "Preview image (og:image); used when proxy is true."
          },
          "video": {
            "type": "string",
            "description": "Preview video (og:video); used when proxy is true."
          },
          "rewrite": {
            "type": "boolean",
            "default": false,
            "description": "Whether to use link cloaking."
          },
          "ios": {
            "$ref": "#/components/schemas/DestinationUrl",
            "description": "Destination for iOS devices."
          },
          "android": {
            "$ref": "#/components/schemas/DestinationUrl",
            "description": "Destination for Android devices."
          },
          "geo": {
            "$ref": "#/components/schemas/GeoTargeting"
          },
          "doIndex": {
            "type": "boolean",
            "default": false,
            "description": "Whether search engines may index the link."
          },
          "utm_source": {
            "type": "string",
            "description": "Populates or overrides the UTM source of the destination URL.",
            "x-spec-gap": "utm: written into the destination URL's query."
          },
          "utm_medium": {
            "type": "string",
            "description": "Populates or overrides the UTM medium of the destination URL."
          },
          "utm_campaign": {
            "type": "string",
            "description": "Populates or overrides the UTM campaign of the destination URL."
          },
          "utm_term": {
            "type": "string",
            "description": "Populates or overrides the UTM term of the destination URL."
          },
          "utm_content": {
            "type": "string",
            "description": "Populates or overrides the UTM content of the destination URL."
          },
          "ref": {
            "type": "string",
            "description": "Referral tag; populates or overrides the ref query parameter of the destination URL."
          },
          "webhookIds": {
            "type": "array",
            "description": "Webhooks triggered when the link is clicked; they receive click event data.",
            "items": {
              "type": "string"
            }
          },
          "testVariants": {
            "$ref": "#/components/schemas/TestVariants"
          },
          "testStartedAt": {
            "type": "string",
            "description": "When the tests started."
          },
          "testCompletedAt": {
            "type": "string",
            "description": "When the tests were or will be completed."
          },
          "publicStats": {
            "type": "boolean",
            "default": false,
            "deprecated": true,
            "description": "Deprecated; use the dashboard. Whether stats are public."
          },
          "tagId": {
            "type": "string",
            "deprecated": true,
            "description": "Deprecated; use tagIds."
          }
        },
        "example": {
          "url": "https://www.acme.com/sale",
          "domain": "acme.link",
          "key": "summer26",
          "utm_source": "newsletter",
          "utm_campaign": "summer",
          "tagNames": [
            "Summer sale"
          ]
        }
      },
      "BulkCreateLinksRequest": {
        "type": "array",
        "description": "The links to create, at most 100.",
        "minItems": 1,
        "maxItems": 100,
        "x-spec-gap": "bulk-whole-request: an empty body is not shown; the kit rejects it with 422.",
        "items": {
          "$ref": "#/components/schemas/CreateLinkRequest"
        }
      },
      "ErrorCode": {
        "type": "string",
        "description": "Short code of an error.",
        "enum": [
          "bad_request",
          "unauthorized",
          "forbidden",
          "not_found",
          "conflict",
          "invite_expired",
          "unprocessable_entity",
          "rate_limit_exceeded",
          "internal_server_error"
        ]
      },
      "ErrorResponse": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error"
        ],
        "properties": {
          "error": {
            "type": "object",
            "required": [
              "code",
              "message"
            ],
            "properties": {
              "code": {
                "$ref": "#/components/schemas/ErrorCode"
              },
              "message": {
                "type": "string",
                "description": "Human-readable explanation."
              },
              "doc_url": {
                "type": "string",
                "description": "Link to documentation on the error code.",
                "x-spec-gap": "error-doc-url: the format is not shown."
              }
            }
          }
        }
      },
      "BadRequestError": {
        "description": "An error response whose code is bad_request (400).",
        "allOf": [
          {
            "$ref": "#/components/schemas/ErrorResponse"
          },
          {
            "properties": {
              "error": {
                "properties": {
                  "code": {
                    "const": "bad_request"
                  }
                }
              }
            }
          }
        ]
      },
      "UnauthorizedError": {
        "description": "An error response whose code is unauthorized (401).",
        "allOf": [
          {
            "$ref": "#/components/schemas/ErrorResponse"
          },
          {
            "properties": {
              "error": {
                "properties": {
                  "code": {
                    "const": "unauthorized"
                  }
                }
              }
            }
          }
        ]
      },
      "ForbiddenError": {
        "description": "An error response whose code is forbidden (403).",
        "allOf": [
          {
            "$ref": "#/components/schemas/ErrorResponse"
          },
          {
            "properties": {
              "error": {
                "properties": {
                  "code": {
                    "const": "forbidden"
                  }
                }
              }
            }
          }
        ]
      },
      "NotFoundError": {
        "description": "An error response whose code is not_found (404).",
        "allOf": [
          {
            "$ref": "#/components/schemas/ErrorResponse"
          },
          {
            "properties": {
              "error": {
                "properties": {
                  "code": {
                    "const": "not_found"
                  }
                }
              }
            }
          }
        ]
      },
      "ConflictError": {
        "description": "An error response whose code is conflict (409).",
        "allOf": [
          {
            "$ref": "#/components/schemas/ErrorResponse"
          },
          {
            "properties": {
              "error": {
                "properties": {
                  "code": {
                    "const": "conflict"
                  }
                }
              }
            }
          }
        ]
      },
      "InviteExpiredError": {
        "description": "An error response whose code is invite_expired (410).",
        "allOf": [
          {
            "$ref": "#/components/schemas/ErrorResponse"
          },
          {
            "properties": {
              "error": {
                "properties": {
                  "code": {
                    "const": "invite_expired"
                  }
                }
              }
            }
          }
        ]
      },
      "UnprocessableEntityError": {
        "description": "An error response whose code is unprocessable_entity (422).",
        "allOf": [
          {
            "$ref": "#/components/schemas/ErrorResponse"
          },
          {
            "properties": {
              "error": {
                "properties": {
                  "code": {
                    "const": "unprocessable_entity"
                  }
                }
              }
            }
          }
        ]
      },
      "RateLimitExceededError": {
        "description": "An error response whose code is rate_limit_exceeded (429).",
        "allOf": [
          {
            "$ref": "#/components/schemas/ErrorResponse"
          },
          {
            "properties": {
              "error": {
                "properties": {
                  "code": {
                    "const": "rate_limit_exceeded"
                  }
                }
              }
            }
          }
        ]
      },
      "InternalServerErrorError": {
        "description": "An error response whose code is internal_server_error (500).",
        "allOf": [
          {
            "$ref": "#/components/schemas/ErrorResponse"
          },
          {
            "properties": {
              "error": {
                "properties": {
                  "code": {
                    "const": "internal_server_error"
                  }
                }
              }
            }
          }
        ]
      }
    }
  }
};
