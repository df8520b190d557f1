// Generated from openapi.yaml by `npm run generate`. Do not edit: change openapi.yaml and regenerate.
// @ts-nocheck: ajv standalone code (JavaScript); the tables at the end are typed.
import type { PrecompiledValidator } from './validator-at.js';
import { schemaFormats } from './schema-formats.js';
import { ucs2length } from './ucs2length.js';

const validator0 = validate21;
const schema32 = {"allOf":[{"$ref":"#/components/schemas/ErrorResponse"},{"properties":{"error":{"properties":{"code":{"const":"bad_request"}}}}}]};
const schema33 = {"type":"object","required":["error"],"properties":{"error":{"type":"object","required":["code","message"],"properties":{"code":{"$ref":"#/components/schemas/ErrorCode"},"message":{"type":"string"},"doc_url":{"type":"string"}}}}};
const schema34 = {"type":"string","enum":["bad_request","unauthorized","forbidden","not_found","conflict","invite_expired","unprocessable_entity","rate_limit_exceeded","internal_server_error"]};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,keyword:"required",params:{missingProperty: "error"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.error !== undefined){
let data0 = data.error;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const prop0 of schema33.properties.error.required){
if(data0[prop0] === undefined){
const err1 = {instancePath:instancePath+"/error",keyword:"required",params:{missingProperty: prop0}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data0.code !== undefined){
let data1 = data0.code;
if(typeof data1 !== "string"){
const err2 = {instancePath:instancePath+"/error/code",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(((((((((data1 === "bad_request") || (data1 === "unauthorized")) || (data1 === "forbidden")) || (data1 === "not_found")) || (data1 === "conflict")) || (data1 === "invite_expired")) || (data1 === "unprocessable_entity")) || (data1 === "rate_limit_exceeded")) || (data1 === "internal_server_error"))){
const err3 = {instancePath:instancePath+"/error/code",keyword:"enum",params:{allowedValues: schema34.enum}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data0.message !== undefined){
if(typeof data0.message !== "string"){
const err4 = {instancePath:instancePath+"/error/message",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data0.doc_url !== undefined){
if(typeof data0.doc_url !== "string"){
const err5 = {instancePath:instancePath+"/error/doc_url",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath:instancePath+"/error",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}


function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(validate22(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error !== undefined){
let data0 = data.error;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.code !== undefined){
if("bad_request" !== data0.code){
const err0 = {instancePath:instancePath+"/error/code",keyword:"const",params:{allowedValue: "bad_request"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
}
}
}
validate21.errors = vErrors;
return errors === 0;
}

const validator1 = validate24;
const schema35 = {"allOf":[{"$ref":"#/components/schemas/ErrorResponse"},{"properties":{"error":{"properties":{"code":{"const":"conflict"}}}}}]};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(validate22(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error !== undefined){
let data0 = data.error;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.code !== undefined){
if("conflict" !== data0.code){
const err0 = {instancePath:instancePath+"/error/code",keyword:"const",params:{allowedValue: "conflict"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
}
}
}
validate24.errors = vErrors;
return errors === 0;
}

const validator2 = validate26;
const schema36 = {"allOf":[{"$ref":"#/components/schemas/ErrorResponse"},{"properties":{"error":{"properties":{"code":{"const":"forbidden"}}}}}]};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(validate22(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error !== undefined){
let data0 = data.error;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.code !== undefined){
if("forbidden" !== data0.code){
const err0 = {instancePath:instancePath+"/error/code",keyword:"const",params:{allowedValue: "forbidden"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
}
}
}
validate26.errors = vErrors;
return errors === 0;
}

const validator3 = validate28;
const schema37 = {"allOf":[{"$ref":"#/components/schemas/ErrorResponse"},{"properties":{"error":{"properties":{"code":{"const":"internal_server_error"}}}}}]};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(validate22(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error !== undefined){
let data0 = data.error;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.code !== undefined){
if("internal_server_error" !== data0.code){
const err0 = {instancePath:instancePath+"/error/code",keyword:"const",params:{allowedValue: "internal_server_error"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
}
}
}
validate28.errors = vErrors;
return errors === 0;
}

const validator4 = validate30;
const schema38 = {"allOf":[{"$ref":"#/components/schemas/ErrorResponse"},{"properties":{"error":{"properties":{"code":{"const":"invite_expired"}}}}}]};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(validate22(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error !== undefined){
let data0 = data.error;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.code !== undefined){
if("invite_expired" !== data0.code){
const err0 = {instancePath:instancePath+"/error/code",keyword:"const",params:{allowedValue: "invite_expired"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
}
}
}
validate30.errors = vErrors;
return errors === 0;
}

const validator5 = validate32;
const schema39 = {"allOf":[{"$ref":"#/components/schemas/ErrorResponse"},{"properties":{"error":{"properties":{"code":{"const":"not_found"}}}}}]};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(validate22(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error !== undefined){
let data0 = data.error;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.code !== undefined){
if("not_found" !== data0.code){
const err0 = {instancePath:instancePath+"/error/code",keyword:"const",params:{allowedValue: "not_found"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
}
}
}
validate32.errors = vErrors;
return errors === 0;
}

const validator6 = validate34;
const schema40 = {"allOf":[{"$ref":"#/components/schemas/ErrorResponse"},{"properties":{"error":{"properties":{"code":{"const":"rate_limit_exceeded"}}}}}]};

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(validate22(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error !== undefined){
let data0 = data.error;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.code !== undefined){
if("rate_limit_exceeded" !== data0.code){
const err0 = {instancePath:instancePath+"/error/code",keyword:"const",params:{allowedValue: "rate_limit_exceeded"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
}
}
}
validate34.errors = vErrors;
return errors === 0;
}

const validator7 = validate36;
const schema41 = {"allOf":[{"$ref":"#/components/schemas/ErrorResponse"},{"properties":{"error":{"properties":{"code":{"const":"unauthorized"}}}}}]};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(validate22(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error !== undefined){
let data0 = data.error;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.code !== undefined){
if("unauthorized" !== data0.code){
const err0 = {instancePath:instancePath+"/error/code",keyword:"const",params:{allowedValue: "unauthorized"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
}
}
}
validate36.errors = vErrors;
return errors === 0;
}

const validator8 = validate38;
const schema42 = {"allOf":[{"$ref":"#/components/schemas/ErrorResponse"},{"properties":{"error":{"properties":{"code":{"const":"unprocessable_entity"}}}}}]};

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(validate22(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error !== undefined){
let data0 = data.error;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.code !== undefined){
if("unprocessable_entity" !== data0.code){
const err0 = {instancePath:instancePath+"/error/code",keyword:"const",params:{allowedValue: "unprocessable_entity"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
}
}
}
validate38.errors = vErrors;
return errors === 0;
}

const validator9 = validate40;
const schema43 = {"type":"object","required":["url"],"additionalProperties":false,"properties":{"url":{"$ref":"#/components/schemas/DestinationUrl"},"domain":{"$ref":"#/components/schemas/DomainName"},"key":{"$ref":"#/components/schemas/LinkKey"},"keyLength":{"type":"integer","minimum":3,"maximum":190},"externalId":{"$ref":"#/components/schemas/ExternalId"},"tenantId":{"$ref":"#/components/schemas/TenantId"},"programId":{"type":"string"},"partnerId":{"type":"string"},"prefix":{"type":"string"},"trackConversion":{"type":"boolean"},"archived":{"type":"boolean"},"tagIds":{"type":"array","items":{"type":"string"}},"tagNames":{"$ref":"#/components/schemas/StringOrStrings"},"folderId":{"type":"string"},"comments":{"type":"string"},"expiresAt":{"type":"string"},"expiredUrl":{"$ref":"#/components/schemas/DestinationUrl"},"password":{"type":"string"},"proxy":{"type":"boolean"},"title":{"type":"string"},"description":{"type":"string"},"image":{"type":"string"},"video":{"type":"string"},"rewrite":{"type":"boolean"},"ios":{"$ref":"#/components/schemas/DestinationUrl"},"android":{"$ref":"#/components/schemas/DestinationUrl"},"geo":{"$ref":"#/components/schemas/GeoTargeting"},"doIndex":{"type":"boolean"},"utm_source":{"type":"string"},"utm_medium":{"type":"string"},"utm_campaign":{"type":"string"},"utm_term":{"type":"string"},"utm_content":{"type":"string"},"ref":{"type":"string"},"webhookIds":{"type":"array","items":{"type":"string"}},"testVariants":{"$ref":"#/components/schemas/TestVariantsRequest"},"testStartedAt":{"type":"string"},"testCompletedAt":{"type":"string"},"publicStats":{"type":"boolean"},"tagId":{"type":"string"}}};
const schema44 = {"type":"string","maxLength":32000};
const schema45 = {"type":"string","maxLength":190};
const schema46 = {"type":"string","maxLength":190};
const schema47 = {"type":"string","minLength":1,"maxLength":255};
const schema48 = {"type":"string","maxLength":255};
const schema49 = {"oneOf":[{"type":"string"},{"type":"array","items":{"type":"string"}}]};
const func1 = Object.prototype.hasOwnProperty;
const func2 = ucs2length;
const schema53 = {"type":"object","propertyNames":{"pattern":"^[A-Z]{2}$"},"additionalProperties":{"$ref":"#/components/schemas/DestinationUrl"}};
const pattern4 = new RegExp("^[A-Z]{2}$", "u");

function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
const _errs1 = errors;
if(typeof key0 === "string"){
if(!pattern4.test(key0)){
const err0 = {instancePath,keyword:"pattern",params:{pattern: "^[A-Z]{2}$"},propertyName:key0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var valid0 = _errs1 === errors;
if(!valid0){
const err1 = {instancePath,keyword:"propertyNames",params:{propertyName: key0}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
for(const key1 in data){
let data0 = data[key1];
if(typeof data0 === "string"){
if(func2(data0) > 32000){
const err2 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),keyword:"maxLength",params:{limit: 32000}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate41.errors = vErrors;
return errors === 0;
}

const schema55 = {"type":"array","minItems":2,"maxItems":4,"items":{"$ref":"#/components/schemas/TestVariantRequest"}};
const schema56 = {"type":"object","required":["url","percentage"],"additionalProperties":false,"properties":{"url":{"$ref":"#/components/schemas/TestVariant/properties/url"},"percentage":{"$ref":"#/components/schemas/TestVariant/properties/percentage"}}};
const schema58 = {"type":"number","minimum":0,"maximum":100};

function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema56.required){
if(data[prop0] === undefined){
const err0 = {instancePath,keyword:"required",params:{missingProperty: prop0}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!((key0 === "url") || (key0 === "percentage"))){
const err1 = {instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.url !== undefined){
let data0 = data.url;
if(typeof data0 === "string"){
if(func2(data0) > 32000){
const err2 = {instancePath:instancePath+"/url",keyword:"maxLength",params:{limit: 32000}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/url",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.percentage !== undefined){
let data1 = data.percentage;
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 100 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/percentage",keyword:"maximum",params:{comparison: "<=", limit: 100}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/percentage",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/percentage",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate44.errors = vErrors;
return errors === 0;
}


function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
if(data.length > 4){
const err0 = {instancePath,keyword:"maxItems",params:{limit: 4}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.length < 2){
const err1 = {instancePath,keyword:"minItems",params:{limit: 2}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(validate44(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath,keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate43.errors = vErrors;
return errors === 0;
}


function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.url === undefined){
const err0 = {instancePath,keyword:"required",params:{missingProperty: "url"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema43.properties, key0))){
const err1 = {instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.url !== undefined){
let data0 = data.url;
if(typeof data0 === "string"){
if(func2(data0) > 32000){
const err2 = {instancePath:instancePath+"/url",keyword:"maxLength",params:{limit: 32000}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/url",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.domain !== undefined){
let data1 = data.domain;
if(typeof data1 === "string"){
if(func2(data1) > 190){
const err4 = {instancePath:instancePath+"/domain",keyword:"maxLength",params:{limit: 190}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/domain",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.key !== undefined){
let data2 = data.key;
if(typeof data2 === "string"){
if(func2(data2) > 190){
const err6 = {instancePath:instancePath+"/key",keyword:"maxLength",params:{limit: 190}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/key",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.keyLength !== undefined){
let data3 = data.keyLength;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err8 = {instancePath:instancePath+"/keyLength",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 190 || isNaN(data3)){
const err9 = {instancePath:instancePath+"/keyLength",keyword:"maximum",params:{comparison: "<=", limit: 190}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data3 < 3 || isNaN(data3)){
const err10 = {instancePath:instancePath+"/keyLength",keyword:"minimum",params:{comparison: ">=", limit: 3}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
if(data.externalId !== undefined){
let data4 = data.externalId;
if(typeof data4 === "string"){
if(func2(data4) > 255){
const err11 = {instancePath:instancePath+"/externalId",keyword:"maxLength",params:{limit: 255}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func2(data4) < 1){
const err12 = {instancePath:instancePath+"/externalId",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/externalId",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.tenantId !== undefined){
let data5 = data.tenantId;
if(typeof data5 === "string"){
if(func2(data5) > 255){
const err14 = {instancePath:instancePath+"/tenantId",keyword:"maxLength",params:{limit: 255}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/tenantId",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.programId !== undefined){
if(typeof data.programId !== "string"){
const err16 = {instancePath:instancePath+"/programId",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.partnerId !== undefined){
if(typeof data.partnerId !== "string"){
const err17 = {instancePath:instancePath+"/partnerId",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.prefix !== undefined){
if(typeof data.prefix !== "string"){
const err18 = {instancePath:instancePath+"/prefix",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.trackConversion !== undefined){
if(typeof data.trackConversion !== "boolean"){
const err19 = {instancePath:instancePath+"/trackConversion",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.archived !== undefined){
if(typeof data.archived !== "boolean"){
const err20 = {instancePath:instancePath+"/archived",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.tagIds !== undefined){
let data11 = data.tagIds;
if(Array.isArray(data11)){
const len0 = data11.length;
for(let i0=0; i0<len0; i0++){
if(typeof data11[i0] !== "string"){
const err21 = {instancePath:instancePath+"/tagIds/" + i0,keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath:instancePath+"/tagIds",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.tagNames !== undefined){
let data13 = data.tagNames;
const _errs35 = errors;
let valid9 = false;
let passing0 = null;
const _errs36 = errors;
if(typeof data13 !== "string"){
const err23 = {instancePath:instancePath+"/tagNames",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid0 = _errs36 === errors;
if(_valid0){
valid9 = true;
passing0 = 0;
}
const _errs38 = errors;
if(Array.isArray(data13)){
const len1 = data13.length;
for(let i1=0; i1<len1; i1++){
if(typeof data13[i1] !== "string"){
const err24 = {instancePath:instancePath+"/tagNames/" + i1,keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath:instancePath+"/tagNames",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid0 = _errs38 === errors;
if(_valid0 && valid9){
valid9 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid9 = true;
passing0 = 1;
}
}
if(!valid9){
const err26 = {instancePath:instancePath+"/tagNames",keyword:"oneOf",params:{passingSchemas: passing0}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
else {
errors = _errs35;
if(vErrors !== null){
if(_errs35){
vErrors.length = _errs35;
}
else {
vErrors = null;
}
}
}
}
if(data.folderId !== undefined){
if(typeof data.folderId !== "string"){
const err27 = {instancePath:instancePath+"/folderId",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.comments !== undefined){
if(typeof data.comments !== "string"){
const err28 = {instancePath:instancePath+"/comments",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.expiresAt !== undefined){
if(typeof data.expiresAt !== "string"){
const err29 = {instancePath:instancePath+"/expiresAt",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.expiredUrl !== undefined){
let data18 = data.expiredUrl;
if(typeof data18 === "string"){
if(func2(data18) > 32000){
const err30 = {instancePath:instancePath+"/expiredUrl",keyword:"maxLength",params:{limit: 32000}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/expiredUrl",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.password !== undefined){
if(typeof data.password !== "string"){
const err32 = {instancePath:instancePath+"/password",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.proxy !== undefined){
if(typeof data.proxy !== "boolean"){
const err33 = {instancePath:instancePath+"/proxy",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.title !== undefined){
if(typeof data.title !== "string"){
const err34 = {instancePath:instancePath+"/title",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.description !== undefined){
if(typeof data.description !== "string"){
const err35 = {instancePath:instancePath+"/description",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.image !== undefined){
if(typeof data.image !== "string"){
const err36 = {instancePath:instancePath+"/image",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.video !== undefined){
if(typeof data.video !== "string"){
const err37 = {instancePath:instancePath+"/video",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.rewrite !== undefined){
if(typeof data.rewrite !== "boolean"){
const err38 = {instancePath:instancePath+"/rewrite",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.ios !== undefined){
let data26 = data.ios;
if(typeof data26 === "string"){
if(func2(data26) > 32000){
const err39 = {instancePath:instancePath+"/ios",keyword:"maxLength",params:{limit: 32000}};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/ios",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.android !== undefined){
let data27 = data.android;
if(typeof data27 === "string"){
if(func2(data27) > 32000){
const err41 = {instancePath:instancePath+"/android",keyword:"maxLength",params:{limit: 32000}};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/android",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.geo !== undefined){
if(!(validate41(data.geo, {instancePath:instancePath+"/geo",parentData:data,parentDataProperty:"geo",rootData}))){
vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors);
errors = vErrors.length;
}
}
if(data.doIndex !== undefined){
if(typeof data.doIndex !== "boolean"){
const err43 = {instancePath:instancePath+"/doIndex",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.utm_source !== undefined){
if(typeof data.utm_source !== "string"){
const err44 = {instancePath:instancePath+"/utm_source",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.utm_medium !== undefined){
if(typeof data.utm_medium !== "string"){
const err45 = {instancePath:instancePath+"/utm_medium",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.utm_campaign !== undefined){
if(typeof data.utm_campaign !== "string"){
const err46 = {instancePath:instancePath+"/utm_campaign",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.utm_term !== undefined){
if(typeof data.utm_term !== "string"){
const err47 = {instancePath:instancePath+"/utm_term",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.utm_content !== undefined){
if(typeof data.utm_content !== "string"){
const err48 = {instancePath:instancePath+"/utm_content",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data.ref !== undefined){
if(typeof data.ref !== "string"){
const err49 = {instancePath:instancePath+"/ref",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.webhookIds !== undefined){
let data36 = data.webhookIds;
if(Array.isArray(data36)){
const len2 = data36.length;
for(let i2=0; i2<len2; i2++){
if(typeof data36[i2] !== "string"){
const err50 = {instancePath:instancePath+"/webhookIds/" + i2,keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
else {
const err51 = {instancePath:instancePath+"/webhookIds",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data.testVariants !== undefined){
if(!(validate43(data.testVariants, {instancePath:instancePath+"/testVariants",parentData:data,parentDataProperty:"testVariants",rootData}))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
}
}
if(data.testStartedAt !== undefined){
if(typeof data.testStartedAt !== "string"){
const err52 = {instancePath:instancePath+"/testStartedAt",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data.testCompletedAt !== undefined){
if(typeof data.testCompletedAt !== "string"){
const err53 = {instancePath:instancePath+"/testCompletedAt",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data.publicStats !== undefined){
if(typeof data.publicStats !== "boolean"){
const err54 = {instancePath:instancePath+"/publicStats",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data.tagId !== undefined){
if(typeof data.tagId !== "string"){
const err55 = {instancePath:instancePath+"/tagId",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
else {
const err56 = {instancePath,keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
validate40.errors = vErrors;
return errors === 0;
}

const validator10 = validate47;
const schema59 = {"type":"array","items":{"$ref":"#/components/schemas/Link"}};
const schema60 = {"type":"object","required":["id","domain","key","url","trackConversion","externalId","tenantId","programId","partnerId","archived","expiresAt","expiredUrl","disabledAt","password","proxy","title","description","image","video","rewrite","doIndex","ios","android","geo","publicStats","tags","folderId","webhookIds","comments","shortLink","qrCode","utm_source","utm_medium","utm_campaign","utm_term","utm_content","userId","workspaceId","clicks","leads","conversions","sales","saleAmount","lastClicked","createdAt","updatedAt","tagId","projectId","testVariants","testStartedAt","testCompletedAt"],"properties":{"id":{"type":"string"},"domain":{"type":"string"},"key":{"type":"string"},"url":{"type":"string"},"trackConversion":{"type":"boolean"},"externalId":{"type":["string","null"]},"tenantId":{"type":["string","null"]},"programId":{"type":["string","null"]},"partnerId":{"type":["string","null"]},"archived":{"type":"boolean"},"expiresAt":{"type":["string","null"],"format":"date-time"},"expiredUrl":{"type":["string","null"]},"disabledAt":{"type":["string","null"],"format":"date-time"},"password":{"type":["string","null"]},"proxy":{"type":"boolean"},"title":{"type":["string","null"]},"description":{"type":["string","null"]},"image":{"type":["string","null"]},"video":{"type":["string","null"]},"rewrite":{"type":"boolean"},"doIndex":{"type":"boolean"},"ios":{"type":["string","null"]},"android":{"type":["string","null"]},"geo":{"anyOf":[{"$ref":"#/components/schemas/GeoTargeting"},{"type":"null"}]},"publicStats":{"type":"boolean"},"tags":{"type":"array","items":{"$ref":"#/components/schemas/Tag"}},"folderId":{"type":["string","null"]},"webhookIds":{"type":"array","items":{"type":"string"}},"comments":{"type":["string","null"]},"shortLink":{"type":"string","format":"iri","pattern":"^https://"},"qrCode":{"type":"string","format":"iri"},"utm_source":{"type":["string","null"]},"utm_medium":{"type":["string","null"]},"utm_campaign":{"type":["string","null"]},"utm_term":{"type":["string","null"]},"utm_content":{"type":["string","null"]},"userId":{"type":["string","null"]},"workspaceId":{"type":"string"},"clicks":{"type":"number","minimum":0},"leads":{"type":"number","minimum":0},"conversions":{"type":"number","minimum":0},"sales":{"type":"number","minimum":0},"saleAmount":{"type":"number","minimum":0},"lastClicked":{"type":["string","null"],"format":"date-time"},"createdAt":{"$ref":"#/components/schemas/Timestamp"},"updatedAt":{"$ref":"#/components/schemas/Timestamp"},"tagId":{"type":["string","null"]},"projectId":{"type":"string"},"testVariants":{"anyOf":[{"$ref":"#/components/schemas/TestVariants"},{"type":"null"}]},"testStartedAt":{"type":["string","null"],"format":"date-time"},"testCompletedAt":{"type":["string","null"],"format":"date-time"}}};
const schema64 = {"type":"string","format":"date-time"};
const formats0 = schemaFormats["date-time"];
const formats4 = schemaFormats.iri;
const schema61 = {"type":"object","required":["id","name","color"],"properties":{"id":{"type":"string"},"name":{"$ref":"#/components/schemas/TagName"},"color":{"$ref":"#/components/schemas/TagColor"}}};
const schema62 = {"type":"string","minLength":1,"maxLength":50};
const schema63 = {"type":"string","enum":["red","yellow","green","blue","purple","brown","pink"]};

function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema61.required){
if(data[prop0] === undefined){
const err0 = {instancePath,keyword:"required",params:{missingProperty: prop0}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err1 = {instancePath:instancePath+"/id",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 === "string"){
if(func2(data1) > 50){
const err2 = {instancePath:instancePath+"/name",keyword:"maxLength",params:{limit: 50}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func2(data1) < 1){
const err3 = {instancePath:instancePath+"/name",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/name",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.color !== undefined){
let data2 = data.color;
if(typeof data2 !== "string"){
const err5 = {instancePath:instancePath+"/color",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(((((((data2 === "red") || (data2 === "yellow")) || (data2 === "green")) || (data2 === "blue")) || (data2 === "purple")) || (data2 === "brown")) || (data2 === "pink"))){
const err6 = {instancePath:instancePath+"/color",keyword:"enum",params:{allowedValues: schema63.enum}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate50.errors = vErrors;
return errors === 0;
}

const schema66 = {"type":"array","minItems":2,"maxItems":4,"items":{"$ref":"#/components/schemas/TestVariant"}};
const schema67 = {"type":"object","required":["url","percentage"],"properties":{"url":{"$ref":"#/components/schemas/DestinationUrl"},"percentage":{"type":"number","minimum":0,"maximum":100}}};

function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema67.required){
if(data[prop0] === undefined){
const err0 = {instancePath,keyword:"required",params:{missingProperty: prop0}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.url !== undefined){
let data0 = data.url;
if(typeof data0 === "string"){
if(func2(data0) > 32000){
const err1 = {instancePath:instancePath+"/url",keyword:"maxLength",params:{limit: 32000}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/url",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.percentage !== undefined){
let data1 = data.percentage;
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 100 || isNaN(data1)){
const err3 = {instancePath:instancePath+"/percentage",keyword:"maximum",params:{comparison: "<=", limit: 100}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/percentage",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/percentage",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate53.errors = vErrors;
return errors === 0;
}


function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
if(data.length > 4){
const err0 = {instancePath,keyword:"maxItems",params:{limit: 4}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.length < 2){
const err1 = {instancePath,keyword:"minItems",params:{limit: 2}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(validate53(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath,keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate52.errors = vErrors;
return errors === 0;
}

const pattern5 = new RegExp("^https://", "u");

function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema60.required){
if(data[prop0] === undefined){
const err0 = {instancePath,keyword:"required",params:{missingProperty: prop0}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err1 = {instancePath:instancePath+"/id",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.domain !== undefined){
if(typeof data.domain !== "string"){
const err2 = {instancePath:instancePath+"/domain",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.key !== undefined){
if(typeof data.key !== "string"){
const err3 = {instancePath:instancePath+"/key",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.url !== undefined){
if(typeof data.url !== "string"){
const err4 = {instancePath:instancePath+"/url",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.trackConversion !== undefined){
if(typeof data.trackConversion !== "boolean"){
const err5 = {instancePath:instancePath+"/trackConversion",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.externalId !== undefined){
let data5 = data.externalId;
if((typeof data5 !== "string") && (data5 !== null)){
const err6 = {instancePath:instancePath+"/externalId",keyword:"type",params:{type: schema60.properties.externalId.type}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.tenantId !== undefined){
let data6 = data.tenantId;
if((typeof data6 !== "string") && (data6 !== null)){
const err7 = {instancePath:instancePath+"/tenantId",keyword:"type",params:{type: schema60.properties.tenantId.type}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.programId !== undefined){
let data7 = data.programId;
if((typeof data7 !== "string") && (data7 !== null)){
const err8 = {instancePath:instancePath+"/programId",keyword:"type",params:{type: schema60.properties.programId.type}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.partnerId !== undefined){
let data8 = data.partnerId;
if((typeof data8 !== "string") && (data8 !== null)){
const err9 = {instancePath:instancePath+"/partnerId",keyword:"type",params:{type: schema60.properties.partnerId.type}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.archived !== undefined){
if(typeof data.archived !== "boolean"){
const err10 = {instancePath:instancePath+"/archived",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.expiresAt !== undefined){
let data10 = data.expiresAt;
if((typeof data10 !== "string") && (data10 !== null)){
const err11 = {instancePath:instancePath+"/expiresAt",keyword:"type",params:{type: schema60.properties.expiresAt.type}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(typeof data10 === "string"){
if(!(formats0(data10))){
const err12 = {instancePath:instancePath+"/expiresAt",keyword:"format",params:{format: "date-time"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data.expiredUrl !== undefined){
let data11 = data.expiredUrl;
if((typeof data11 !== "string") && (data11 !== null)){
const err13 = {instancePath:instancePath+"/expiredUrl",keyword:"type",params:{type: schema60.properties.expiredUrl.type}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.disabledAt !== undefined){
let data12 = data.disabledAt;
if((typeof data12 !== "string") && (data12 !== null)){
const err14 = {instancePath:instancePath+"/disabledAt",keyword:"type",params:{type: schema60.properties.disabledAt.type}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(typeof data12 === "string"){
if(!(formats0(data12))){
const err15 = {instancePath:instancePath+"/disabledAt",keyword:"format",params:{format: "date-time"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
if(data.password !== undefined){
let data13 = data.password;
if((typeof data13 !== "string") && (data13 !== null)){
const err16 = {instancePath:instancePath+"/password",keyword:"type",params:{type: schema60.properties.password.type}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.proxy !== undefined){
if(typeof data.proxy !== "boolean"){
const err17 = {instancePath:instancePath+"/proxy",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.title !== undefined){
let data15 = data.title;
if((typeof data15 !== "string") && (data15 !== null)){
const err18 = {instancePath:instancePath+"/title",keyword:"type",params:{type: schema60.properties.title.type}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.description !== undefined){
let data16 = data.description;
if((typeof data16 !== "string") && (data16 !== null)){
const err19 = {instancePath:instancePath+"/description",keyword:"type",params:{type: schema60.properties.description.type}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.image !== undefined){
let data17 = data.image;
if((typeof data17 !== "string") && (data17 !== null)){
const err20 = {instancePath:instancePath+"/image",keyword:"type",params:{type: schema60.properties.image.type}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.video !== undefined){
let data18 = data.video;
if((typeof data18 !== "string") && (data18 !== null)){
const err21 = {instancePath:instancePath+"/video",keyword:"type",params:{type: schema60.properties.video.type}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.rewrite !== undefined){
if(typeof data.rewrite !== "boolean"){
const err22 = {instancePath:instancePath+"/rewrite",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.doIndex !== undefined){
if(typeof data.doIndex !== "boolean"){
const err23 = {instancePath:instancePath+"/doIndex",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.ios !== undefined){
let data21 = data.ios;
if((typeof data21 !== "string") && (data21 !== null)){
const err24 = {instancePath:instancePath+"/ios",keyword:"type",params:{type: schema60.properties.ios.type}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.android !== undefined){
let data22 = data.android;
if((typeof data22 !== "string") && (data22 !== null)){
const err25 = {instancePath:instancePath+"/android",keyword:"type",params:{type: schema60.properties.android.type}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.geo !== undefined){
let data23 = data.geo;
const _errs48 = errors;
let valid1 = false;
const _errs49 = errors;
if(!(validate41(data23, {instancePath:instancePath+"/geo",parentData:data,parentDataProperty:"geo",rootData}))){
vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors);
errors = vErrors.length;
}
var _valid0 = _errs49 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs50 = errors;
if(data23 !== null){
const err26 = {instancePath:instancePath+"/geo",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid0 = _errs50 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err27 = {instancePath:instancePath+"/geo",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
else {
errors = _errs48;
if(vErrors !== null){
if(_errs48){
vErrors.length = _errs48;
}
else {
vErrors = null;
}
}
}
}
if(data.publicStats !== undefined){
if(typeof data.publicStats !== "boolean"){
const err28 = {instancePath:instancePath+"/publicStats",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.tags !== undefined){
let data25 = data.tags;
if(Array.isArray(data25)){
const len0 = data25.length;
for(let i0=0; i0<len0; i0++){
if(!(validate50(data25[i0], {instancePath:instancePath+"/tags/" + i0,parentData:data25,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate50.errors : vErrors.concat(validate50.errors);
errors = vErrors.length;
}
}
}
else {
const err29 = {instancePath:instancePath+"/tags",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.folderId !== undefined){
let data27 = data.folderId;
if((typeof data27 !== "string") && (data27 !== null)){
const err30 = {instancePath:instancePath+"/folderId",keyword:"type",params:{type: schema60.properties.folderId.type}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.webhookIds !== undefined){
let data28 = data.webhookIds;
if(Array.isArray(data28)){
const len1 = data28.length;
for(let i1=0; i1<len1; i1++){
if(typeof data28[i1] !== "string"){
const err31 = {instancePath:instancePath+"/webhookIds/" + i1,keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath:instancePath+"/webhookIds",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.comments !== undefined){
let data30 = data.comments;
if((typeof data30 !== "string") && (data30 !== null)){
const err33 = {instancePath:instancePath+"/comments",keyword:"type",params:{type: schema60.properties.comments.type}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.shortLink !== undefined){
let data31 = data.shortLink;
if(typeof data31 === "string"){
if(!pattern5.test(data31)){
const err34 = {instancePath:instancePath+"/shortLink",keyword:"pattern",params:{pattern: "^https://"}};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(!(formats4(data31))){
const err35 = {instancePath:instancePath+"/shortLink",keyword:"format",params:{format: "iri"}};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/shortLink",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.qrCode !== undefined){
let data32 = data.qrCode;
if(typeof data32 === "string"){
if(!(formats4(data32))){
const err37 = {instancePath:instancePath+"/qrCode",keyword:"format",params:{format: "iri"}};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/qrCode",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.utm_source !== undefined){
let data33 = data.utm_source;
if((typeof data33 !== "string") && (data33 !== null)){
const err39 = {instancePath:instancePath+"/utm_source",keyword:"type",params:{type: schema60.properties.utm_source.type}};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.utm_medium !== undefined){
let data34 = data.utm_medium;
if((typeof data34 !== "string") && (data34 !== null)){
const err40 = {instancePath:instancePath+"/utm_medium",keyword:"type",params:{type: schema60.properties.utm_medium.type}};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.utm_campaign !== undefined){
let data35 = data.utm_campaign;
if((typeof data35 !== "string") && (data35 !== null)){
const err41 = {instancePath:instancePath+"/utm_campaign",keyword:"type",params:{type: schema60.properties.utm_campaign.type}};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.utm_term !== undefined){
let data36 = data.utm_term;
if((typeof data36 !== "string") && (data36 !== null)){
const err42 = {instancePath:instancePath+"/utm_term",keyword:"type",params:{type: schema60.properties.utm_term.type}};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.utm_content !== undefined){
let data37 = data.utm_content;
if((typeof data37 !== "string") && (data37 !== null)){
const err43 = {instancePath:instancePath+"/utm_content",keyword:"type",params:{type: schema60.properties.utm_content.type}};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.userId !== undefined){
let data38 = data.userId;
if((typeof data38 !== "string") && (data38 !== null)){
const err44 = {instancePath:instancePath+"/userId",keyword:"type",params:{type: schema60.properties.userId.type}};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.workspaceId !== undefined){
if(typeof data.workspaceId !== "string"){
const err45 = {instancePath:instancePath+"/workspaceId",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.clicks !== undefined){
let data40 = data.clicks;
if((typeof data40 == "number") && (isFinite(data40))){
if(data40 < 0 || isNaN(data40)){
const err46 = {instancePath:instancePath+"/clicks",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
else {
const err47 = {instancePath:instancePath+"/clicks",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.leads !== undefined){
let data41 = data.leads;
if((typeof data41 == "number") && (isFinite(data41))){
if(data41 < 0 || isNaN(data41)){
const err48 = {instancePath:instancePath+"/leads",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
else {
const err49 = {instancePath:instancePath+"/leads",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.conversions !== undefined){
let data42 = data.conversions;
if((typeof data42 == "number") && (isFinite(data42))){
if(data42 < 0 || isNaN(data42)){
const err50 = {instancePath:instancePath+"/conversions",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
else {
const err51 = {instancePath:instancePath+"/conversions",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data.sales !== undefined){
let data43 = data.sales;
if((typeof data43 == "number") && (isFinite(data43))){
if(data43 < 0 || isNaN(data43)){
const err52 = {instancePath:instancePath+"/sales",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
else {
const err53 = {instancePath:instancePath+"/sales",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data.saleAmount !== undefined){
let data44 = data.saleAmount;
if((typeof data44 == "number") && (isFinite(data44))){
if(data44 < 0 || isNaN(data44)){
const err54 = {instancePath:instancePath+"/saleAmount",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/saleAmount",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data.lastClicked !== undefined){
let data45 = data.lastClicked;
if((typeof data45 !== "string") && (data45 !== null)){
const err56 = {instancePath:instancePath+"/lastClicked",keyword:"type",params:{type: schema60.properties.lastClicked.type}};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(typeof data45 === "string"){
if(!(formats0(data45))){
const err57 = {instancePath:instancePath+"/lastClicked",keyword:"format",params:{format: "date-time"}};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
}
if(data.createdAt !== undefined){
let data46 = data.createdAt;
if(typeof data46 === "string"){
if(!(formats0(data46))){
const err58 = {instancePath:instancePath+"/createdAt",keyword:"format",params:{format: "date-time"}};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
else {
const err59 = {instancePath:instancePath+"/createdAt",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data.updatedAt !== undefined){
let data47 = data.updatedAt;
if(typeof data47 === "string"){
if(!(formats0(data47))){
const err60 = {instancePath:instancePath+"/updatedAt",keyword:"format",params:{format: "date-time"}};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
else {
const err61 = {instancePath:instancePath+"/updatedAt",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data.tagId !== undefined){
let data48 = data.tagId;
if((typeof data48 !== "string") && (data48 !== null)){
const err62 = {instancePath:instancePath+"/tagId",keyword:"type",params:{type: schema60.properties.tagId.type}};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data.projectId !== undefined){
if(typeof data.projectId !== "string"){
const err63 = {instancePath:instancePath+"/projectId",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data.testVariants !== undefined){
let data50 = data.testVariants;
const _errs106 = errors;
let valid8 = false;
const _errs107 = errors;
if(!(validate52(data50, {instancePath:instancePath+"/testVariants",parentData:data,parentDataProperty:"testVariants",rootData}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var _valid1 = _errs107 === errors;
valid8 = valid8 || _valid1;
if(!valid8){
const _errs108 = errors;
if(data50 !== null){
const err64 = {instancePath:instancePath+"/testVariants",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
var _valid1 = _errs108 === errors;
valid8 = valid8 || _valid1;
}
if(!valid8){
const err65 = {instancePath:instancePath+"/testVariants",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
else {
errors = _errs106;
if(vErrors !== null){
if(_errs106){
vErrors.length = _errs106;
}
else {
vErrors = null;
}
}
}
}
if(data.testStartedAt !== undefined){
let data51 = data.testStartedAt;
if((typeof data51 !== "string") && (data51 !== null)){
const err66 = {instancePath:instancePath+"/testStartedAt",keyword:"type",params:{type: schema60.properties.testStartedAt.type}};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(typeof data51 === "string"){
if(!(formats0(data51))){
const err67 = {instancePath:instancePath+"/testStartedAt",keyword:"format",params:{format: "date-time"}};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
}
if(data.testCompletedAt !== undefined){
let data52 = data.testCompletedAt;
if((typeof data52 !== "string") && (data52 !== null)){
const err68 = {instancePath:instancePath+"/testCompletedAt",keyword:"type",params:{type: schema60.properties.testCompletedAt.type}};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(typeof data52 === "string"){
if(!(formats0(data52))){
const err69 = {instancePath:instancePath+"/testCompletedAt",keyword:"format",params:{format: "date-time"}};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
}
}
else {
const err70 = {instancePath,keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
validate48.errors = vErrors;
return errors === 0;
}


function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(validate48(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
}
}
else {
const err0 = {instancePath,keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate47.errors = vErrors;
return errors === 0;
}

const validator11 = validate48;

const validator12 = validate57;
const schema69 = {"type":"array","minItems":1,"maxItems":100,"items":{"$ref":"#/components/schemas/CreateLinkRequest"}};

function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
if(data.length > 100){
const err0 = {instancePath,keyword:"maxItems",params:{limit: 100}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.length < 1){
const err1 = {instancePath,keyword:"minItems",params:{limit: 1}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(validate40(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath,keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate57.errors = vErrors;
return errors === 0;
}

const validator13 = validate59;
const schema70 = {"type":"array","items":{"anyOf":[{"$ref":"#/components/schemas/Link"},{"$ref":"#/components/schemas/LinkError"}]}};
const schema71 = {"type":"object","required":["link","error","code"],"properties":{"link":{},"error":{"type":"string"},"code":{"$ref":"#/components/schemas/ErrorCode"}}};

function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema71.required){
if(data[prop0] === undefined){
const err0 = {instancePath,keyword:"required",params:{missingProperty: prop0}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.error !== undefined){
if(typeof data.error !== "string"){
const err1 = {instancePath:instancePath+"/error",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.code !== undefined){
let data1 = data.code;
if(typeof data1 !== "string"){
const err2 = {instancePath:instancePath+"/code",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(((((((((data1 === "bad_request") || (data1 === "unauthorized")) || (data1 === "forbidden")) || (data1 === "not_found")) || (data1 === "conflict")) || (data1 === "invite_expired")) || (data1 === "unprocessable_entity")) || (data1 === "rate_limit_exceeded")) || (data1 === "internal_server_error"))){
const err3 = {instancePath:instancePath+"/code",keyword:"enum",params:{allowedValues: schema34.enum}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate61.errors = vErrors;
return errors === 0;
}


function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
const _errs2 = errors;
let valid2 = false;
const _errs3 = errors;
if(!(validate48(data0, {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const _errs4 = errors;
if(!(validate61(data0, {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
errors = vErrors.length;
}
var _valid0 = _errs4 === errors;
valid2 = valid2 || _valid0;
}
if(!valid2){
const err0 = {instancePath:instancePath+"/" + i0,keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err1 = {instancePath,keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate59.errors = vErrors;
return errors === 0;
}

const validator14 = validate63;
const schema73 = {"anyOf":[{"type":"integer","minimum":0},{"$ref":"#/components/schemas/LinkCountGroups"}]};
const schema74 = {"type":"array","items":{"type":"object","required":["_count"],"properties":{"_count":{"type":"integer","minimum":0}},"additionalProperties":true}};

function validate63(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))){
const err0 = {instancePath,keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((typeof data == "number") && (isFinite(data))){
if(data < 0 || isNaN(data)){
const err1 = {instancePath,keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0._count === undefined){
const err2 = {instancePath:instancePath+"/" + i0,keyword:"required",params:{missingProperty: "_count"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0._count !== undefined){
let data1 = data0._count;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err3 = {instancePath:instancePath+"/" + i0+"/_count",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/" + i0+"/_count",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
}
else {
const err5 = {instancePath:instancePath+"/" + i0,keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err7 = {instancePath,keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate63.errors = vErrors;
return errors === 0;
}

const validator15 = validate81;
const schema138 = {"type":"object","required":["id"],"properties":{"id":{"type":"string"}}};

function validate81(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,keyword:"required",params:{missingProperty: "id"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err1 = {instancePath:instancePath+"/id",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate81.errors = vErrors;
return errors === 0;
}

const validator16 = validate64;
const schema75 = {"anyOf":[{"$ref":"#/components/schemas/CreateTagByName"},{"$ref":"#/components/schemas/CreateTagByAlias"}]};
const schema76 = {"type":"object","required":["name"],"additionalProperties":false,"properties":{"name":{"$ref":"#/components/schemas/TagName"},"color":{"$ref":"#/components/schemas/TagColor"},"tag":{"type":"string","minLength":1}}};

function validate65(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,keyword:"required",params:{missingProperty: "name"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "name") || (key0 === "color")) || (key0 === "tag"))){
const err1 = {instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func2(data0) > 50){
const err2 = {instancePath:instancePath+"/name",keyword:"maxLength",params:{limit: 50}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func2(data0) < 1){
const err3 = {instancePath:instancePath+"/name",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/name",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.color !== undefined){
let data1 = data.color;
if(typeof data1 !== "string"){
const err5 = {instancePath:instancePath+"/color",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(((((((data1 === "red") || (data1 === "yellow")) || (data1 === "green")) || (data1 === "blue")) || (data1 === "purple")) || (data1 === "brown")) || (data1 === "pink"))){
const err6 = {instancePath:instancePath+"/color",keyword:"enum",params:{allowedValues: schema63.enum}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.tag !== undefined){
let data2 = data.tag;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err7 = {instancePath:instancePath+"/tag",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/tag",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate65.errors = vErrors;
return errors === 0;
}

const schema79 = {"type":"object","required":["tag"],"additionalProperties":false,"properties":{"name":{"$ref":"#/components/schemas/TagName"},"color":{"$ref":"#/components/schemas/TagColor"},"tag":{"$ref":"#/components/schemas/TagName"}}};

function validate67(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.tag === undefined){
const err0 = {instancePath,keyword:"required",params:{missingProperty: "tag"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "name") || (key0 === "color")) || (key0 === "tag"))){
const err1 = {instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func2(data0) > 50){
const err2 = {instancePath:instancePath+"/name",keyword:"maxLength",params:{limit: 50}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func2(data0) < 1){
const err3 = {instancePath:instancePath+"/name",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/name",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.color !== undefined){
let data1 = data.color;
if(typeof data1 !== "string"){
const err5 = {instancePath:instancePath+"/color",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(((((((data1 === "red") || (data1 === "yellow")) || (data1 === "green")) || (data1 === "blue")) || (data1 === "purple")) || (data1 === "brown")) || (data1 === "pink"))){
const err6 = {instancePath:instancePath+"/color",keyword:"enum",params:{allowedValues: schema63.enum}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.tag !== undefined){
let data2 = data.tag;
if(typeof data2 === "string"){
if(func2(data2) > 50){
const err7 = {instancePath:instancePath+"/tag",keyword:"maxLength",params:{limit: 50}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func2(data2) < 1){
const err8 = {instancePath:instancePath+"/tag",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/tag",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate67.errors = vErrors;
return errors === 0;
}


function validate64(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate65(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs2 = errors;
if(!(validate67(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err0 = {instancePath,keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate64.errors = vErrors;
return errors === 0;
}

const validator17 = validate50;

const validator18 = validate69;
const schema83 = {"type":"object","required":["id","name","slug","logo","inviteCode","plan","planTier","billingId","billingCycleStart","paymentFailedAt","billingConnectId","totalLinks","usage","usageLimit","linksUsage","linksLimit","payoutsUsage","payoutsLimit","payoutFee","domainsLimit","tagsLimit","foldersUsage","foldersLimit","groupsLimit","networkInvitesLimit","usersLimit","aiUsage","aiLimit","conversionEnabled","dotLinkClaimed","createdAt","users","domains","store","allowedHostnames","ssoEmailDomain","ssoEnforcedAt","flags"],"properties":{"id":{"type":"string"},"name":{"type":"string"},"slug":{"type":"string"},"logo":{"type":["string","null"]},"inviteCode":{"type":["string","null"]},"plan":{"$ref":"#/components/schemas/WorkspacePlan"},"planTier":{"type":"number"},"billingId":{"type":["string","null"]},"billingCycleStart":{"type":"number"},"paymentFailedAt":{"type":["string","null"],"format":"date-time"},"billingConnectId":{"type":["string","null"]},"totalLinks":{"type":"number","minimum":0},"usage":{"type":"number","minimum":0},"usageLimit":{"type":"number","minimum":0},"linksUsage":{"type":"number","minimum":0},"linksLimit":{"type":"number","minimum":0},"payoutsUsage":{"type":"number","minimum":0},"payoutsLimit":{"type":"number","minimum":0},"payoutFee":{"type":"number","minimum":0},"domainsLimit":{"type":"number","minimum":0},"tagsLimit":{"type":"number","minimum":0},"foldersUsage":{"type":"number","minimum":0},"foldersLimit":{"type":"number","minimum":0},"groupsLimit":{"type":"number","minimum":0},"networkInvitesLimit":{"type":"number","minimum":0},"usersLimit":{"type":"number","minimum":0},"aiUsage":{"type":"number","minimum":0},"aiLimit":{"type":"number","minimum":0},"conversionEnabled":{"type":"boolean"},"dotLinkClaimed":{"type":"boolean"},"createdAt":{"$ref":"#/components/schemas/Timestamp"},"users":{"type":"array","items":{"$ref":"#/components/schemas/WorkspaceUser"}},"domains":{"type":"array","items":{"$ref":"#/components/schemas/WorkspaceDomain"}},"store":{"type":["object","null"],"additionalProperties":true},"allowedHostnames":{"type":"array","items":{"type":"string"}},"ssoEmailDomain":{"type":["string","null"]},"ssoEnforcedAt":{"type":["string","null"],"format":"date-time"},"flags":{"type":"object","additionalProperties":{"type":"boolean"}}}};
const schema84 = {"type":"string","enum":["free","pro","business","business plus","business extra","business max","advanced","enterprise"]};
const schema86 = {"type":"object","required":["role","defaultFolderId"],"properties":{"role":{"type":"string"},"defaultFolderId":{"type":["string","null"]}}};
const schema87 = {"type":"object","required":["slug","primary","verified"],"properties":{"slug":{"type":"string"},"primary":{"type":"boolean"},"verified":{"type":"boolean"}}};

function validate69(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema83.required){
if(data[prop0] === undefined){
const err0 = {instancePath,keyword:"required",params:{missingProperty: prop0}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err1 = {instancePath:instancePath+"/id",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err2 = {instancePath:instancePath+"/name",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.slug !== undefined){
if(typeof data.slug !== "string"){
const err3 = {instancePath:instancePath+"/slug",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.logo !== undefined){
let data3 = data.logo;
if((typeof data3 !== "string") && (data3 !== null)){
const err4 = {instancePath:instancePath+"/logo",keyword:"type",params:{type: schema83.properties.logo.type}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.inviteCode !== undefined){
let data4 = data.inviteCode;
if((typeof data4 !== "string") && (data4 !== null)){
const err5 = {instancePath:instancePath+"/inviteCode",keyword:"type",params:{type: schema83.properties.inviteCode.type}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.plan !== undefined){
let data5 = data.plan;
if(typeof data5 !== "string"){
const err6 = {instancePath:instancePath+"/plan",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!((((((((data5 === "free") || (data5 === "pro")) || (data5 === "business")) || (data5 === "business plus")) || (data5 === "business extra")) || (data5 === "business max")) || (data5 === "advanced")) || (data5 === "enterprise"))){
const err7 = {instancePath:instancePath+"/plan",keyword:"enum",params:{allowedValues: schema84.enum}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.planTier !== undefined){
let data6 = data.planTier;
if(!((typeof data6 == "number") && (isFinite(data6)))){
const err8 = {instancePath:instancePath+"/planTier",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.billingId !== undefined){
let data7 = data.billingId;
if((typeof data7 !== "string") && (data7 !== null)){
const err9 = {instancePath:instancePath+"/billingId",keyword:"type",params:{type: schema83.properties.billingId.type}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.billingCycleStart !== undefined){
let data8 = data.billingCycleStart;
if(!((typeof data8 == "number") && (isFinite(data8)))){
const err10 = {instancePath:instancePath+"/billingCycleStart",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.paymentFailedAt !== undefined){
let data9 = data.paymentFailedAt;
if((typeof data9 !== "string") && (data9 !== null)){
const err11 = {instancePath:instancePath+"/paymentFailedAt",keyword:"type",params:{type: schema83.properties.paymentFailedAt.type}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(typeof data9 === "string"){
if(!(formats0(data9))){
const err12 = {instancePath:instancePath+"/paymentFailedAt",keyword:"format",params:{format: "date-time"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data.billingConnectId !== undefined){
let data10 = data.billingConnectId;
if((typeof data10 !== "string") && (data10 !== null)){
const err13 = {instancePath:instancePath+"/billingConnectId",keyword:"type",params:{type: schema83.properties.billingConnectId.type}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.totalLinks !== undefined){
let data11 = data.totalLinks;
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
const err14 = {instancePath:instancePath+"/totalLinks",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/totalLinks",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.usage !== undefined){
let data12 = data.usage;
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
const err16 = {instancePath:instancePath+"/usage",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/usage",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.usageLimit !== undefined){
let data13 = data.usageLimit;
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
const err18 = {instancePath:instancePath+"/usageLimit",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/usageLimit",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.linksUsage !== undefined){
let data14 = data.linksUsage;
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 0 || isNaN(data14)){
const err20 = {instancePath:instancePath+"/linksUsage",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/linksUsage",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.linksLimit !== undefined){
let data15 = data.linksLimit;
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 0 || isNaN(data15)){
const err22 = {instancePath:instancePath+"/linksLimit",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/linksLimit",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.payoutsUsage !== undefined){
let data16 = data.payoutsUsage;
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 < 0 || isNaN(data16)){
const err24 = {instancePath:instancePath+"/payoutsUsage",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/payoutsUsage",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.payoutsLimit !== undefined){
let data17 = data.payoutsLimit;
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 < 0 || isNaN(data17)){
const err26 = {instancePath:instancePath+"/payoutsLimit",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/payoutsLimit",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.payoutFee !== undefined){
let data18 = data.payoutFee;
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 < 0 || isNaN(data18)){
const err28 = {instancePath:instancePath+"/payoutFee",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/payoutFee",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.domainsLimit !== undefined){
let data19 = data.domainsLimit;
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 < 0 || isNaN(data19)){
const err30 = {instancePath:instancePath+"/domainsLimit",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/domainsLimit",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.tagsLimit !== undefined){
let data20 = data.tagsLimit;
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 < 0 || isNaN(data20)){
const err32 = {instancePath:instancePath+"/tagsLimit",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/tagsLimit",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.foldersUsage !== undefined){
let data21 = data.foldersUsage;
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 < 0 || isNaN(data21)){
const err34 = {instancePath:instancePath+"/foldersUsage",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/foldersUsage",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.foldersLimit !== undefined){
let data22 = data.foldersLimit;
if((typeof data22 == "number") && (isFinite(data22))){
if(data22 < 0 || isNaN(data22)){
const err36 = {instancePath:instancePath+"/foldersLimit",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/foldersLimit",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.groupsLimit !== undefined){
let data23 = data.groupsLimit;
if((typeof data23 == "number") && (isFinite(data23))){
if(data23 < 0 || isNaN(data23)){
const err38 = {instancePath:instancePath+"/groupsLimit",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/groupsLimit",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.networkInvitesLimit !== undefined){
let data24 = data.networkInvitesLimit;
if((typeof data24 == "number") && (isFinite(data24))){
if(data24 < 0 || isNaN(data24)){
const err40 = {instancePath:instancePath+"/networkInvitesLimit",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/networkInvitesLimit",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.usersLimit !== undefined){
let data25 = data.usersLimit;
if((typeof data25 == "number") && (isFinite(data25))){
if(data25 < 0 || isNaN(data25)){
const err42 = {instancePath:instancePath+"/usersLimit",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/usersLimit",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.aiUsage !== undefined){
let data26 = data.aiUsage;
if((typeof data26 == "number") && (isFinite(data26))){
if(data26 < 0 || isNaN(data26)){
const err44 = {instancePath:instancePath+"/aiUsage",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/aiUsage",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.aiLimit !== undefined){
let data27 = data.aiLimit;
if((typeof data27 == "number") && (isFinite(data27))){
if(data27 < 0 || isNaN(data27)){
const err46 = {instancePath:instancePath+"/aiLimit",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
else {
const err47 = {instancePath:instancePath+"/aiLimit",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.conversionEnabled !== undefined){
if(typeof data.conversionEnabled !== "boolean"){
const err48 = {instancePath:instancePath+"/conversionEnabled",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data.dotLinkClaimed !== undefined){
if(typeof data.dotLinkClaimed !== "boolean"){
const err49 = {instancePath:instancePath+"/dotLinkClaimed",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.createdAt !== undefined){
let data30 = data.createdAt;
if(typeof data30 === "string"){
if(!(formats0(data30))){
const err50 = {instancePath:instancePath+"/createdAt",keyword:"format",params:{format: "date-time"}};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
else {
const err51 = {instancePath:instancePath+"/createdAt",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data.users !== undefined){
let data31 = data.users;
if(Array.isArray(data31)){
const len0 = data31.length;
for(let i0=0; i0<len0; i0++){
let data32 = data31[i0];
if(data32 && typeof data32 == "object" && !Array.isArray(data32)){
for(const prop1 of schema86.required){
if(data32[prop1] === undefined){
const err52 = {instancePath:instancePath+"/users/" + i0,keyword:"required",params:{missingProperty: prop1}};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data32.role !== undefined){
if(typeof data32.role !== "string"){
const err53 = {instancePath:instancePath+"/users/" + i0+"/role",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data32.defaultFolderId !== undefined){
let data34 = data32.defaultFolderId;
if((typeof data34 !== "string") && (data34 !== null)){
const err54 = {instancePath:instancePath+"/users/" + i0+"/defaultFolderId",keyword:"type",params:{type: schema86.properties.defaultFolderId.type}};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
else {
const err55 = {instancePath:instancePath+"/users/" + i0,keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
else {
const err56 = {instancePath:instancePath+"/users",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data.domains !== undefined){
let data35 = data.domains;
if(Array.isArray(data35)){
const len1 = data35.length;
for(let i1=0; i1<len1; i1++){
let data36 = data35[i1];
if(data36 && typeof data36 == "object" && !Array.isArray(data36)){
for(const prop2 of schema87.required){
if(data36[prop2] === undefined){
const err57 = {instancePath:instancePath+"/domains/" + i1,keyword:"required",params:{missingProperty: prop2}};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data36.slug !== undefined){
if(typeof data36.slug !== "string"){
const err58 = {instancePath:instancePath+"/domains/" + i1+"/slug",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data36.primary !== undefined){
if(typeof data36.primary !== "boolean"){
const err59 = {instancePath:instancePath+"/domains/" + i1+"/primary",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data36.verified !== undefined){
if(typeof data36.verified !== "boolean"){
const err60 = {instancePath:instancePath+"/domains/" + i1+"/verified",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
}
else {
const err61 = {instancePath:instancePath+"/domains/" + i1,keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
}
else {
const err62 = {instancePath:instancePath+"/domains",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data.store !== undefined){
let data40 = data.store;
if((!(data40 && typeof data40 == "object" && !Array.isArray(data40))) && (data40 !== null)){
const err63 = {instancePath:instancePath+"/store",keyword:"type",params:{type: schema83.properties.store.type}};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data.allowedHostnames !== undefined){
let data41 = data.allowedHostnames;
if(Array.isArray(data41)){
const len2 = data41.length;
for(let i2=0; i2<len2; i2++){
if(typeof data41[i2] !== "string"){
const err64 = {instancePath:instancePath+"/allowedHostnames/" + i2,keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
}
else {
const err65 = {instancePath:instancePath+"/allowedHostnames",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data.ssoEmailDomain !== undefined){
let data43 = data.ssoEmailDomain;
if((typeof data43 !== "string") && (data43 !== null)){
const err66 = {instancePath:instancePath+"/ssoEmailDomain",keyword:"type",params:{type: schema83.properties.ssoEmailDomain.type}};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data.ssoEnforcedAt !== undefined){
let data44 = data.ssoEnforcedAt;
if((typeof data44 !== "string") && (data44 !== null)){
const err67 = {instancePath:instancePath+"/ssoEnforcedAt",keyword:"type",params:{type: schema83.properties.ssoEnforcedAt.type}};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(typeof data44 === "string"){
if(!(formats0(data44))){
const err68 = {instancePath:instancePath+"/ssoEnforcedAt",keyword:"format",params:{format: "date-time"}};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
}
if(data.flags !== undefined){
let data45 = data.flags;
if(data45 && typeof data45 == "object" && !Array.isArray(data45)){
for(const key0 in data45){
if(typeof data45[key0] !== "boolean"){
const err69 = {instancePath:instancePath+"/flags/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
}
else {
const err70 = {instancePath:instancePath+"/flags",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
}
else {
const err71 = {instancePath,keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
validate69.errors = vErrors;
return errors === 0;
}

const validator19 = validate82;
const schema139 = {"type":"object","properties":{"query":{"type":"object","properties":{},"required":[],"additionalProperties":false},"path":{"type":"object","properties":{},"required":[],"additionalProperties":false}},"required":["query","path"]};

function validate82(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema139.required){
if(data[prop0] === undefined){
const err0 = {instancePath,keyword:"required",params:{missingProperty: prop0}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key0 in data0){
const err1 = {instancePath:instancePath+"/query",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/query",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.path !== undefined){
let data1 = data.path;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key1 in data1){
const err3 = {instancePath:instancePath+"/path",keyword:"additionalProperties",params:{additionalProperty: key1}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/path",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate82.errors = vErrors;
return errors === 0;
}

const validator20 = validate70;
const schema88 = {"type":"object","properties":{"query":{"type":"object","properties":{"domain":{"$ref":"https://linkproof.dev/openapi.json#/components/parameters/domainFilter/schema"},"tagId":{"$ref":"https://linkproof.dev/openapi.json#/components/parameters/tagIdFilter/schema"},"tagIds":{"$ref":"https://linkproof.dev/openapi.json#/components/parameters/tagIdsFilter/schema"},"tagNames":{"$ref":"https://linkproof.dev/openapi.json#/components/parameters/tagNamesFilter/schema"},"folderId":{"$ref":"https://linkproof.dev/openapi.json#/components/parameters/folderIdFilter/schema"},"search":{"$ref":"https://linkproof.dev/openapi.json#/components/parameters/searchFilter/schema"},"userId":{"$ref":"https://linkproof.dev/openapi.json#/components/parameters/userIdFilter/schema"},"tenantId":{"$ref":"https://linkproof.dev/openapi.json#/components/parameters/tenantIdFilter/schema"},"showArchived":{"$ref":"https://linkproof.dev/openapi.json#/components/parameters/showArchivedFilter/schema"},"withTags":{"$ref":"https://linkproof.dev/openapi.json#/components/parameters/withTagsFilter/schema"},"sortBy":{"$ref":"https://linkproof.dev/openapi.json#/paths/~1links/get/parameters/10/schema"},"sortOrder":{"$ref":"https://linkproof.dev/openapi.json#/paths/~1links/get/parameters/11/schema"},"sort":{"$ref":"https://linkproof.dev/openapi.json#/paths/~1links/get/parameters/12/schema"},"page":{"$ref":"https://linkproof.dev/openapi.json#/paths/~1links/get/parameters/13/schema"},"pageSize":{"$ref":"https://linkproof.dev/openapi.json#/paths/~1links/get/parameters/14/schema"}},"required":[],"additionalProperties":false},"path":{"type":"object","properties":{},"required":[],"additionalProperties":false}},"required":["query","path"]};
const schema89 = {"type":"string"};
const schema90 = {"type":"string"};
const schema93 = {"type":"string"};
const schema94 = {"type":"string"};
const schema95 = {"type":"string"};
const schema96 = {"type":"string"};
const schema97 = {"type":"boolean"};
const schema98 = {"type":"boolean"};
const schema99 = {"type":"string","enum":["createdAt","clicks","saleAmount","lastClicked"]};
const schema100 = {"type":"string","enum":["asc","desc"]};
const schema102 = {"type":"integer","minimum":1};
const schema103 = {"type":"integer","minimum":1,"maximum":100};

function validate70(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema88.required){
if(data[prop0] === undefined){
const err0 = {instancePath,keyword:"required",params:{missingProperty: prop0}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key0 in data0){
if(!(func1.call(schema88.properties.query.properties, key0))){
const err1 = {instancePath:instancePath+"/query",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data0.domain !== undefined){
if(typeof data0.domain !== "string"){
const err2 = {instancePath:instancePath+"/query/domain",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data0.tagId !== undefined){
if(typeof data0.tagId !== "string"){
const err3 = {instancePath:instancePath+"/query/tagId",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data0.tagIds !== undefined){
let data3 = data0.tagIds;
const _errs12 = errors;
let valid5 = false;
let passing0 = null;
const _errs13 = errors;
if(typeof data3 !== "string"){
const err4 = {instancePath:instancePath+"/query/tagIds",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs13 === errors;
if(_valid0){
valid5 = true;
passing0 = 0;
}
const _errs15 = errors;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
if(typeof data3[i0] !== "string"){
const err5 = {instancePath:instancePath+"/query/tagIds/" + i0,keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath:instancePath+"/query/tagIds",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs15 === errors;
if(_valid0 && valid5){
valid5 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid5 = true;
passing0 = 1;
}
}
if(!valid5){
const err7 = {instancePath:instancePath+"/query/tagIds",keyword:"oneOf",params:{passingSchemas: passing0}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
}
}
if(data0.tagNames !== undefined){
let data5 = data0.tagNames;
const _errs21 = errors;
let valid9 = false;
let passing1 = null;
const _errs22 = errors;
if(typeof data5 !== "string"){
const err8 = {instancePath:instancePath+"/query/tagNames",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid1 = _errs22 === errors;
if(_valid1){
valid9 = true;
passing1 = 0;
}
const _errs24 = errors;
if(Array.isArray(data5)){
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
if(typeof data5[i1] !== "string"){
const err9 = {instancePath:instancePath+"/query/tagNames/" + i1,keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/query/tagNames",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid1 = _errs24 === errors;
if(_valid1 && valid9){
valid9 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid9 = true;
passing1 = 1;
}
}
if(!valid9){
const err11 = {instancePath:instancePath+"/query/tagNames",keyword:"oneOf",params:{passingSchemas: passing1}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
else {
errors = _errs21;
if(vErrors !== null){
if(_errs21){
vErrors.length = _errs21;
}
else {
vErrors = null;
}
}
}
}
if(data0.folderId !== undefined){
if(typeof data0.folderId !== "string"){
const err12 = {instancePath:instancePath+"/query/folderId",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data0.search !== undefined){
if(typeof data0.search !== "string"){
const err13 = {instancePath:instancePath+"/query/search",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data0.userId !== undefined){
if(typeof data0.userId !== "string"){
const err14 = {instancePath:instancePath+"/query/userId",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data0.tenantId !== undefined){
if(typeof data0.tenantId !== "string"){
const err15 = {instancePath:instancePath+"/query/tenantId",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data0.showArchived !== undefined){
if(typeof data0.showArchived !== "boolean"){
const err16 = {instancePath:instancePath+"/query/showArchived",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data0.withTags !== undefined){
if(typeof data0.withTags !== "boolean"){
const err17 = {instancePath:instancePath+"/query/withTags",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data0.sortBy !== undefined){
let data13 = data0.sortBy;
if(typeof data13 !== "string"){
const err18 = {instancePath:instancePath+"/query/sortBy",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!((((data13 === "createdAt") || (data13 === "clicks")) || (data13 === "saleAmount")) || (data13 === "lastClicked"))){
const err19 = {instancePath:instancePath+"/query/sortBy",keyword:"enum",params:{allowedValues: schema99.enum}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data0.sortOrder !== undefined){
let data14 = data0.sortOrder;
if(typeof data14 !== "string"){
const err20 = {instancePath:instancePath+"/query/sortOrder",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!((data14 === "asc") || (data14 === "desc"))){
const err21 = {instancePath:instancePath+"/query/sortOrder",keyword:"enum",params:{allowedValues: schema100.enum}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data0.sort !== undefined){
let data15 = data0.sort;
if(typeof data15 !== "string"){
const err22 = {instancePath:instancePath+"/query/sort",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!((((data15 === "createdAt") || (data15 === "clicks")) || (data15 === "saleAmount")) || (data15 === "lastClicked"))){
const err23 = {instancePath:instancePath+"/query/sort",keyword:"enum",params:{allowedValues: schema99.enum}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data0.page !== undefined){
let data16 = data0.page;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err24 = {instancePath:instancePath+"/query/page",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 < 1 || isNaN(data16)){
const err25 = {instancePath:instancePath+"/query/page",keyword:"minimum",params:{comparison: ">=", limit: 1}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
if(data0.pageSize !== undefined){
let data17 = data0.pageSize;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err26 = {instancePath:instancePath+"/query/pageSize",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 > 100 || isNaN(data17)){
const err27 = {instancePath:instancePath+"/query/pageSize",keyword:"maximum",params:{comparison: "<=", limit: 100}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data17 < 1 || isNaN(data17)){
const err28 = {instancePath:instancePath+"/query/pageSize",keyword:"minimum",params:{comparison: ">=", limit: 1}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
}
else {
const err29 = {instancePath:instancePath+"/query",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.path !== undefined){
let data18 = data.path;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
for(const key1 in data18){
const err30 = {instancePath:instancePath+"/path",keyword:"additionalProperties",params:{additionalProperty: key1}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/path",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath,keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
validate70.errors = vErrors;
return errors === 0;
}

const validator21 = validate83;
const schema140 = {"type":"object","properties":{"query":{"type":"object","properties":{},"required":[],"additionalProperties":false},"path":{"type":"object","properties":{},"required":[],"additionalProperties":false}},"required":["query","path"]};

function validate83(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema140.required){
if(data[prop0] === undefined){
const err0 = {instancePath,keyword:"required",params:{missingProperty: prop0}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key0 in data0){
const err1 = {instancePath:instancePath+"/query",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/query",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.path !== undefined){
let data1 = data.path;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key1 in data1){
const err3 = {instancePath:instancePath+"/path",keyword:"additionalProperties",params:{additionalProperty: key1}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/path",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate83.errors = vErrors;
return errors === 0;
}

const validator22 = validate71;
const schema104 = {"type":"object","properties":{"query":{"type":"object","properties":{"workspaceId":{"$ref":"https://linkproof.dev/openapi.json#/paths/~1links~1bulk/post/parameters/0/schema"}},"required":[],"additionalProperties":false},"path":{"type":"object","properties":{},"required":[],"additionalProperties":false}},"required":["query","path"]};
const schema105 = {"type":"string"};

function validate71(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema104.required){
if(data[prop0] === undefined){
const err0 = {instancePath,keyword:"required",params:{missingProperty: prop0}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key0 in data0){
if(!(key0 === "workspaceId")){
const err1 = {instancePath:instancePath+"/query",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data0.workspaceId !== undefined){
if(typeof data0.workspaceId !== "string"){
const err2 = {instancePath:instancePath+"/query/workspaceId",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath:instancePath+"/query",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.path !== undefined){
let data2 = data.path;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key1 in data2){
const err4 = {instancePath:instancePath+"/path",keyword:"additionalProperties",params:{additionalProperty: key1}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/path",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate71.errors = vErrors;
return errors === 0;
}

const validator23 = validate72;
const schema106 = {"type":"object","properties":{"query":{"type":"object","properties":{"domain":{"$ref":"https://linkproof.dev/openapi.json#/paths/~1links~1info/get/parameters/0/schema"},"key":{"$ref":"https://linkproof.dev/openapi.json#/paths/~1links~1info/get/parameters/1/schema"},"linkId":{"$ref":"https://linkproof.dev/openapi.json#/paths/~1links~1info/get/parameters/2/schema"},"externalId":{"$ref":"https://linkproof.dev/openapi.json#/paths/~1links~1info/get/parameters/3/schema"}},"required":[],"additionalProperties":false},"path":{"type":"object","properties":{},"required":[],"additionalProperties":false}},"required":["query","path"]};
const schema107 = {"type":"string","minLength":1};
const schema108 = {"type":"string","minLength":1};
const schema109 = {"type":"string"};
const schema110 = {"type":"string"};

function validate72(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema106.required){
if(data[prop0] === undefined){
const err0 = {instancePath,keyword:"required",params:{missingProperty: prop0}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key0 in data0){
if(!((((key0 === "domain") || (key0 === "key")) || (key0 === "linkId")) || (key0 === "externalId"))){
const err1 = {instancePath:instancePath+"/query",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data0.domain !== undefined){
let data1 = data0.domain;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err2 = {instancePath:instancePath+"/query/domain",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/query/domain",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data0.key !== undefined){
let data2 = data0.key;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err4 = {instancePath:instancePath+"/query/key",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/query/key",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data0.linkId !== undefined){
if(typeof data0.linkId !== "string"){
const err6 = {instancePath:instancePath+"/query/linkId",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.externalId !== undefined){
if(typeof data0.externalId !== "string"){
const err7 = {instancePath:instancePath+"/query/externalId",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath:instancePath+"/query",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.path !== undefined){
let data5 = data.path;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
for(const key1 in data5){
const err9 = {instancePath:instancePath+"/path",keyword:"additionalProperties",params:{additionalProperty: key1}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/path",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate72.errors = vErrors;
return errors === 0;
}

const validator24 = validate73;
const schema111 = {"type":"object","properties":{"query":{"type":"object","properties":{"domain":{"$ref":"https://linkproof.dev/openapi.json#/components/parameters/domainFilter/schema"},"tagId":{"$ref":"https://linkproof.dev/openapi.json#/components/parameters/tagIdFilter/schema"},"tagIds":{"$ref":"https://linkproof.dev/openapi.json#/components/parameters/tagIdsFilter/schema"},"tagNames":{"$ref":"https://linkproof.dev/openapi.json#/components/parameters/tagNamesFilter/schema"},"folderId":{"$ref":"https://linkproof.dev/openapi.json#/components/parameters/folderIdFilter/schema"},"search":{"$ref":"https://linkproof.dev/openapi.json#/components/parameters/searchFilter/schema"},"userId":{"$ref":"https://linkproof.dev/openapi.json#/components/parameters/userIdFilter/schema"},"tenantId":{"$ref":"https://linkproof.dev/openapi.json#/components/parameters/tenantIdFilter/schema"},"showArchived":{"$ref":"https://linkproof.dev/openapi.json#/components/parameters/showArchivedFilter/schema"},"withTags":{"$ref":"https://linkproof.dev/openapi.json#/components/parameters/withTagsFilter/schema"},"groupBy":{"$ref":"https://linkproof.dev/openapi.json#/paths/~1links~1count/get/parameters/10/schema"}},"required":[],"additionalProperties":false},"path":{"type":"object","properties":{},"required":[],"additionalProperties":false}},"required":["query","path"]};
const schema122 = {"type":"string","enum":["domain","tagId","userId","folderId"]};

function validate73(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema111.required){
if(data[prop0] === undefined){
const err0 = {instancePath,keyword:"required",params:{missingProperty: prop0}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key0 in data0){
if(!(func1.call(schema111.properties.query.properties, key0))){
const err1 = {instancePath:instancePath+"/query",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data0.domain !== undefined){
if(typeof data0.domain !== "string"){
const err2 = {instancePath:instancePath+"/query/domain",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data0.tagId !== undefined){
if(typeof data0.tagId !== "string"){
const err3 = {instancePath:instancePath+"/query/tagId",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data0.tagIds !== undefined){
let data3 = data0.tagIds;
const _errs12 = errors;
let valid5 = false;
let passing0 = null;
const _errs13 = errors;
if(typeof data3 !== "string"){
const err4 = {instancePath:instancePath+"/query/tagIds",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs13 === errors;
if(_valid0){
valid5 = true;
passing0 = 0;
}
const _errs15 = errors;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
if(typeof data3[i0] !== "string"){
const err5 = {instancePath:instancePath+"/query/tagIds/" + i0,keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath:instancePath+"/query/tagIds",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs15 === errors;
if(_valid0 && valid5){
valid5 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid5 = true;
passing0 = 1;
}
}
if(!valid5){
const err7 = {instancePath:instancePath+"/query/tagIds",keyword:"oneOf",params:{passingSchemas: passing0}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
}
}
if(data0.tagNames !== undefined){
let data5 = data0.tagNames;
const _errs21 = errors;
let valid9 = false;
let passing1 = null;
const _errs22 = errors;
if(typeof data5 !== "string"){
const err8 = {instancePath:instancePath+"/query/tagNames",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid1 = _errs22 === errors;
if(_valid1){
valid9 = true;
passing1 = 0;
}
const _errs24 = errors;
if(Array.isArray(data5)){
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
if(typeof data5[i1] !== "string"){
const err9 = {instancePath:instancePath+"/query/tagNames/" + i1,keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/query/tagNames",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid1 = _errs24 === errors;
if(_valid1 && valid9){
valid9 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid9 = true;
passing1 = 1;
}
}
if(!valid9){
const err11 = {instancePath:instancePath+"/query/tagNames",keyword:"oneOf",params:{passingSchemas: passing1}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
else {
errors = _errs21;
if(vErrors !== null){
if(_errs21){
vErrors.length = _errs21;
}
else {
vErrors = null;
}
}
}
}
if(data0.folderId !== undefined){
if(typeof data0.folderId !== "string"){
const err12 = {instancePath:instancePath+"/query/folderId",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data0.search !== undefined){
if(typeof data0.search !== "string"){
const err13 = {instancePath:instancePath+"/query/search",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data0.userId !== undefined){
if(typeof data0.userId !== "string"){
const err14 = {instancePath:instancePath+"/query/userId",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data0.tenantId !== undefined){
if(typeof data0.tenantId !== "string"){
const err15 = {instancePath:instancePath+"/query/tenantId",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data0.showArchived !== undefined){
if(typeof data0.showArchived !== "boolean"){
const err16 = {instancePath:instancePath+"/query/showArchived",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data0.withTags !== undefined){
if(typeof data0.withTags !== "boolean"){
const err17 = {instancePath:instancePath+"/query/withTags",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data0.groupBy !== undefined){
let data13 = data0.groupBy;
if(typeof data13 !== "string"){
const err18 = {instancePath:instancePath+"/query/groupBy",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!((((data13 === "domain") || (data13 === "tagId")) || (data13 === "userId")) || (data13 === "folderId"))){
const err19 = {instancePath:instancePath+"/query/groupBy",keyword:"enum",params:{allowedValues: schema122.enum}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath:instancePath+"/query",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.path !== undefined){
let data14 = data.path;
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
for(const key1 in data14){
const err21 = {instancePath:instancePath+"/path",keyword:"additionalProperties",params:{additionalProperty: key1}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/path",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath,keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
validate73.errors = vErrors;
return errors === 0;
}

const validator25 = validate74;
const schema123 = {"type":"object","properties":{"query":{"type":"object","properties":{},"required":[],"additionalProperties":false},"path":{"type":"object","properties":{"linkId":{"$ref":"https://linkproof.dev/openapi.json#/paths/~1links~1{linkId}/delete/parameters/0/schema"}},"required":["linkId"],"additionalProperties":false}},"required":["query","path"]};
const schema124 = {"type":"string"};

function validate74(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema123.required){
if(data[prop0] === undefined){
const err0 = {instancePath,keyword:"required",params:{missingProperty: prop0}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key0 in data0){
const err1 = {instancePath:instancePath+"/query",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/query",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.path !== undefined){
let data1 = data.path;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.linkId === undefined){
const err3 = {instancePath:instancePath+"/path",keyword:"required",params:{missingProperty: "linkId"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key1 in data1){
if(!(key1 === "linkId")){
const err4 = {instancePath:instancePath+"/path",keyword:"additionalProperties",params:{additionalProperty: key1}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1.linkId !== undefined){
if(typeof data1.linkId !== "string"){
const err5 = {instancePath:instancePath+"/path/linkId",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath:instancePath+"/path",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate74.errors = vErrors;
return errors === 0;
}

const validator26 = validate75;
const schema125 = {"type":"object","properties":{"query":{"type":"object","properties":{},"required":[],"additionalProperties":false},"path":{"type":"object","properties":{"idOrSlug":{"$ref":"https://linkproof.dev/openapi.json#/paths/~1workspaces~1{idOrSlug}/get/parameters/0/schema"}},"required":["idOrSlug"],"additionalProperties":false}},"required":["query","path"]};
const schema126 = {"type":"string"};

function validate75(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema125.required){
if(data[prop0] === undefined){
const err0 = {instancePath,keyword:"required",params:{missingProperty: prop0}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key0 in data0){
const err1 = {instancePath:instancePath+"/query",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/query",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.path !== undefined){
let data1 = data.path;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.idOrSlug === undefined){
const err3 = {instancePath:instancePath+"/path",keyword:"required",params:{missingProperty: "idOrSlug"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key1 in data1){
if(!(key1 === "idOrSlug")){
const err4 = {instancePath:instancePath+"/path",keyword:"additionalProperties",params:{additionalProperty: key1}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1.idOrSlug !== undefined){
if(typeof data1.idOrSlug !== "string"){
const err5 = {instancePath:instancePath+"/path/idOrSlug",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath:instancePath+"/path",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate75.errors = vErrors;
return errors === 0;
}

const validator27 = validate76;
const schema127 = {"type":"object","properties":{"query":{"type":"object","properties":{"url":{"$ref":"https://linkproof.dev/openapi.json#/paths/~1qr/get/parameters/0/schema"},"logo":{"$ref":"https://linkproof.dev/openapi.json#/paths/~1qr/get/parameters/1/schema"},"size":{"$ref":"https://linkproof.dev/openapi.json#/paths/~1qr/get/parameters/2/schema"},"level":{"$ref":"https://linkproof.dev/openapi.json#/paths/~1qr/get/parameters/3/schema"},"fgColor":{"$ref":"https://linkproof.dev/openapi.json#/paths/~1qr/get/parameters/4/schema"},"bgColor":{"$ref":"https://linkproof.dev/openapi.json#/paths/~1qr/get/parameters/5/schema"},"hideLogo":{"$ref":"https://linkproof.dev/openapi.json#/paths/~1qr/get/parameters/6/schema"},"margin":{"$ref":"https://linkproof.dev/openapi.json#/paths/~1qr/get/parameters/7/schema"},"includeMargin":{"$ref":"https://linkproof.dev/openapi.json#/paths/~1qr/get/parameters/8/schema"}},"required":["url"],"additionalProperties":false},"path":{"type":"object","properties":{},"required":[],"additionalProperties":false}},"required":["query","path"]};
const schema129 = {"type":"string"};
const schema130 = {"type":"integer","minimum":1,"maximum":4096};
const schema131 = {"type":"string","enum":["L","M","Q","H"]};
const schema132 = {"type":"string","pattern":"^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$"};
const schema134 = {"type":"boolean"};
const schema135 = {"type":"integer","minimum":0,"maximum":100};
const schema136 = {"type":"boolean"};
const pattern6 = new RegExp("^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$", "u");

function validate76(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema127.required){
if(data[prop0] === undefined){
const err0 = {instancePath,keyword:"required",params:{missingProperty: prop0}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.url === undefined){
const err1 = {instancePath:instancePath+"/query",keyword:"required",params:{missingProperty: "url"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data0){
if(!(func1.call(schema127.properties.query.properties, key0))){
const err2 = {instancePath:instancePath+"/query",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data0.url !== undefined){
let data1 = data0.url;
if(typeof data1 === "string"){
if(func2(data1) > 32000){
const err3 = {instancePath:instancePath+"/query/url",keyword:"maxLength",params:{limit: 32000}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/query/url",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data0.logo !== undefined){
if(typeof data0.logo !== "string"){
const err5 = {instancePath:instancePath+"/query/logo",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data0.size !== undefined){
let data3 = data0.size;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err6 = {instancePath:instancePath+"/query/size",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 4096 || isNaN(data3)){
const err7 = {instancePath:instancePath+"/query/size",keyword:"maximum",params:{comparison: "<=", limit: 4096}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data3 < 1 || isNaN(data3)){
const err8 = {instancePath:instancePath+"/query/size",keyword:"minimum",params:{comparison: ">=", limit: 1}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
if(data0.level !== undefined){
let data4 = data0.level;
if(typeof data4 !== "string"){
const err9 = {instancePath:instancePath+"/query/level",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!((((data4 === "L") || (data4 === "M")) || (data4 === "Q")) || (data4 === "H"))){
const err10 = {instancePath:instancePath+"/query/level",keyword:"enum",params:{allowedValues: schema131.enum}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data0.fgColor !== undefined){
let data5 = data0.fgColor;
if(typeof data5 === "string"){
if(!pattern6.test(data5)){
const err11 = {instancePath:instancePath+"/query/fgColor",keyword:"pattern",params:{pattern: "^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/query/fgColor",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data0.bgColor !== undefined){
let data6 = data0.bgColor;
if(typeof data6 === "string"){
if(!pattern6.test(data6)){
const err13 = {instancePath:instancePath+"/query/bgColor",keyword:"pattern",params:{pattern: "^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/query/bgColor",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data0.hideLogo !== undefined){
if(typeof data0.hideLogo !== "boolean"){
const err15 = {instancePath:instancePath+"/query/hideLogo",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data0.margin !== undefined){
let data8 = data0.margin;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err16 = {instancePath:instancePath+"/query/margin",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 100 || isNaN(data8)){
const err17 = {instancePath:instancePath+"/query/margin",keyword:"maximum",params:{comparison: "<=", limit: 100}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data8 < 0 || isNaN(data8)){
const err18 = {instancePath:instancePath+"/query/margin",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
if(data0.includeMargin !== undefined){
if(typeof data0.includeMargin !== "boolean"){
const err19 = {instancePath:instancePath+"/query/includeMargin",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath:instancePath+"/query",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.path !== undefined){
let data10 = data.path;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
for(const key1 in data10){
const err21 = {instancePath:instancePath+"/path",keyword:"additionalProperties",params:{additionalProperty: key1}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/path",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath,keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
validate76.errors = vErrors;
return errors === 0;
}

const validator28 = validate77;
const schema137 = {"type":"object","required":["version","seed","now","baseUrl","workspaces"],"additionalProperties":false,"properties":{"version":{"const":1},"seed":{"type":"number"},"now":{"type":"string","format":"date-time"},"baseUrl":{"type":"string","format":"uri"},"stateFile":{"type":"object","required":["journalSeq","frozenAt","random"],"additionalProperties":false,"properties":{"journalSeq":{"type":"integer","minimum":0},"frozenAt":{"type":["number","null"]},"random":{"type":"array","minItems":1,"items":{"type":"integer"}}}},"workspaces":{"type":"array","minItems":1,"items":{"type":"object","required":["workspace","users","tokens","folders","webhooks","tags","links"],"additionalProperties":false,"properties":{"workspace":{"$ref":"https://linkproof.dev/openapi.json#/components/schemas/Workspace"},"users":{"type":"array","minItems":1,"items":{"type":"object","required":["id","name","email","role","defaultFolderId"],"additionalProperties":false,"properties":{"id":{"type":"string","minLength":1},"name":{"type":"string"},"email":{"type":"string","format":"email"},"role":{"enum":["owner","member"]},"defaultFolderId":{"type":["string","null"]}}}},"tokens":{"type":"array","minItems":1,"items":{"type":"object","required":["token","userId"],"additionalProperties":false,"properties":{"token":{"type":"string","minLength":8},"userId":{"type":"string","minLength":1}}}},"folders":{"type":"array","items":{"type":"object","required":["id","name"],"additionalProperties":false,"properties":{"id":{"type":"string","minLength":1},"name":{"type":"string","minLength":1}}}},"webhooks":{"type":"array","items":{"type":"object","required":["id","name","url"],"additionalProperties":false,"properties":{"id":{"type":"string","minLength":1},"name":{"type":"string"},"url":{"type":"string","format":"uri"},"secret":{"type":"string","minLength":1}}}},"tags":{"type":"array","items":{"$ref":"https://linkproof.dev/openapi.json#/components/schemas/Tag"}},"links":{"type":"array","items":{"allOf":[{"$ref":"https://linkproof.dev/openapi.json#/components/schemas/Link"},{"properties":{"domain":{"type":"string","maxLength":190},"key":{"type":"string","maxLength":190},"externalId":{"type":["string","null"],"maxLength":255,"minLength":1},"tenantId":{"type":["string","null"],"maxLength":255},"expiredUrl":{"type":["string","null"],"maxLength":32000},"ios":{"type":["string","null"],"maxLength":32000},"android":{"type":["string","null"],"maxLength":32000}}}]}}}}}}};
const formats26 = schemaFormats.uri;
const formats28 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

function validate77(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema137.required){
if(data[prop0] === undefined){
const err0 = {instancePath,keyword:"required",params:{missingProperty: prop0}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!((((((key0 === "version") || (key0 === "seed")) || (key0 === "now")) || (key0 === "baseUrl")) || (key0 === "stateFile")) || (key0 === "workspaces"))){
const err1 = {instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.version !== undefined){
if(1 !== data.version){
const err2 = {instancePath:instancePath+"/version",keyword:"const",params:{allowedValue: 1}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.seed !== undefined){
let data1 = data.seed;
if(!((typeof data1 == "number") && (isFinite(data1)))){
const err3 = {instancePath:instancePath+"/seed",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.now !== undefined){
let data2 = data.now;
if(typeof data2 === "string"){
if(!(formats0(data2))){
const err4 = {instancePath:instancePath+"/now",keyword:"format",params:{format: "date-time"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/now",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.baseUrl !== undefined){
let data3 = data.baseUrl;
if(typeof data3 === "string"){
if(!(formats26(data3))){
const err6 = {instancePath:instancePath+"/baseUrl",keyword:"format",params:{format: "uri"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/baseUrl",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.stateFile !== undefined){
let data4 = data.stateFile;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const prop1 of schema137.properties.stateFile.required){
if(data4[prop1] === undefined){
const err8 = {instancePath:instancePath+"/stateFile",keyword:"required",params:{missingProperty: prop1}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
for(const key1 in data4){
if(!(((key1 === "journalSeq") || (key1 === "frozenAt")) || (key1 === "random"))){
const err9 = {instancePath:instancePath+"/stateFile",keyword:"additionalProperties",params:{additionalProperty: key1}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data4.journalSeq !== undefined){
let data5 = data4.journalSeq;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err10 = {instancePath:instancePath+"/stateFile/journalSeq",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
const err11 = {instancePath:instancePath+"/stateFile/journalSeq",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
if(data4.frozenAt !== undefined){
let data6 = data4.frozenAt;
if((!((typeof data6 == "number") && (isFinite(data6)))) && (data6 !== null)){
const err12 = {instancePath:instancePath+"/stateFile/frozenAt",keyword:"type",params:{type: schema137.properties.stateFile.properties.frozenAt.type}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data4.random !== undefined){
let data7 = data4.random;
if(Array.isArray(data7)){
if(data7.length < 1){
const err13 = {instancePath:instancePath+"/stateFile/random",keyword:"minItems",params:{limit: 1}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
let data8 = data7[i0];
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err14 = {instancePath:instancePath+"/stateFile/random/" + i0,keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/stateFile/random",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath:instancePath+"/stateFile",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.workspaces !== undefined){
let data9 = data.workspaces;
if(Array.isArray(data9)){
if(data9.length < 1){
const err17 = {instancePath:instancePath+"/workspaces",keyword:"minItems",params:{limit: 1}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
const len1 = data9.length;
for(let i1=0; i1<len1; i1++){
let data10 = data9[i1];
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
for(const prop2 of schema137.properties.workspaces.items.required){
if(data10[prop2] === undefined){
const err18 = {instancePath:instancePath+"/workspaces/" + i1,keyword:"required",params:{missingProperty: prop2}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
for(const key2 in data10){
if(!(((((((key2 === "workspace") || (key2 === "users")) || (key2 === "tokens")) || (key2 === "folders")) || (key2 === "webhooks")) || (key2 === "tags")) || (key2 === "links"))){
const err19 = {instancePath:instancePath+"/workspaces/" + i1,keyword:"additionalProperties",params:{additionalProperty: key2}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data10.workspace !== undefined){
if(!(validate69(data10.workspace, {instancePath:instancePath+"/workspaces/" + i1+"/workspace",parentData:data10,parentDataProperty:"workspace",rootData}))){
vErrors = vErrors === null ? validate69.errors : vErrors.concat(validate69.errors);
errors = vErrors.length;
}
}
if(data10.users !== undefined){
let data12 = data10.users;
if(Array.isArray(data12)){
if(data12.length < 1){
const err20 = {instancePath:instancePath+"/workspaces/" + i1+"/users",keyword:"minItems",params:{limit: 1}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
const len2 = data12.length;
for(let i2=0; i2<len2; i2++){
let data13 = data12[i2];
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
for(const prop3 of schema137.properties.workspaces.items.properties.users.items.required){
if(data13[prop3] === undefined){
const err21 = {instancePath:instancePath+"/workspaces/" + i1+"/users/" + i2,keyword:"required",params:{missingProperty: prop3}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
for(const key3 in data13){
if(!(((((key3 === "id") || (key3 === "name")) || (key3 === "email")) || (key3 === "role")) || (key3 === "defaultFolderId"))){
const err22 = {instancePath:instancePath+"/workspaces/" + i1+"/users/" + i2,keyword:"additionalProperties",params:{additionalProperty: key3}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data13.id !== undefined){
let data14 = data13.id;
if(typeof data14 === "string"){
if(func2(data14) < 1){
const err23 = {instancePath:instancePath+"/workspaces/" + i1+"/users/" + i2+"/id",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/workspaces/" + i1+"/users/" + i2+"/id",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data13.name !== undefined){
if(typeof data13.name !== "string"){
const err25 = {instancePath:instancePath+"/workspaces/" + i1+"/users/" + i2+"/name",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data13.email !== undefined){
let data16 = data13.email;
if(typeof data16 === "string"){
if(!(formats28.test(data16))){
const err26 = {instancePath:instancePath+"/workspaces/" + i1+"/users/" + i2+"/email",keyword:"format",params:{format: "email"}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/workspaces/" + i1+"/users/" + i2+"/email",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data13.role !== undefined){
let data17 = data13.role;
if(!((data17 === "owner") || (data17 === "member"))){
const err28 = {instancePath:instancePath+"/workspaces/" + i1+"/users/" + i2+"/role",keyword:"enum",params:{allowedValues: schema137.properties.workspaces.items.properties.users.items.properties.role.enum}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data13.defaultFolderId !== undefined){
let data18 = data13.defaultFolderId;
if((typeof data18 !== "string") && (data18 !== null)){
const err29 = {instancePath:instancePath+"/workspaces/" + i1+"/users/" + i2+"/defaultFolderId",keyword:"type",params:{type: schema137.properties.workspaces.items.properties.users.items.properties.defaultFolderId.type}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath:instancePath+"/workspaces/" + i1+"/users/" + i2,keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
else {
const err31 = {instancePath:instancePath+"/workspaces/" + i1+"/users",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data10.tokens !== undefined){
let data19 = data10.tokens;
if(Array.isArray(data19)){
if(data19.length < 1){
const err32 = {instancePath:instancePath+"/workspaces/" + i1+"/tokens",keyword:"minItems",params:{limit: 1}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
const len3 = data19.length;
for(let i3=0; i3<len3; i3++){
let data20 = data19[i3];
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
for(const prop4 of schema137.properties.workspaces.items.properties.tokens.items.required){
if(data20[prop4] === undefined){
const err33 = {instancePath:instancePath+"/workspaces/" + i1+"/tokens/" + i3,keyword:"required",params:{missingProperty: prop4}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
for(const key4 in data20){
if(!((key4 === "token") || (key4 === "userId"))){
const err34 = {instancePath:instancePath+"/workspaces/" + i1+"/tokens/" + i3,keyword:"additionalProperties",params:{additionalProperty: key4}};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data20.token !== undefined){
let data21 = data20.token;
if(typeof data21 === "string"){
if(func2(data21) < 8){
const err35 = {instancePath:instancePath+"/workspaces/" + i1+"/tokens/" + i3+"/token",keyword:"minLength",params:{limit: 8}};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/workspaces/" + i1+"/tokens/" + i3+"/token",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data20.userId !== undefined){
let data22 = data20.userId;
if(typeof data22 === "string"){
if(func2(data22) < 1){
const err37 = {instancePath:instancePath+"/workspaces/" + i1+"/tokens/" + i3+"/userId",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/workspaces/" + i1+"/tokens/" + i3+"/userId",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
else {
const err39 = {instancePath:instancePath+"/workspaces/" + i1+"/tokens/" + i3,keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
else {
const err40 = {instancePath:instancePath+"/workspaces/" + i1+"/tokens",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data10.folders !== undefined){
let data23 = data10.folders;
if(Array.isArray(data23)){
const len4 = data23.length;
for(let i4=0; i4<len4; i4++){
let data24 = data23[i4];
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
for(const prop5 of schema137.properties.workspaces.items.properties.folders.items.required){
if(data24[prop5] === undefined){
const err41 = {instancePath:instancePath+"/workspaces/" + i1+"/folders/" + i4,keyword:"required",params:{missingProperty: prop5}};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
for(const key5 in data24){
if(!((key5 === "id") || (key5 === "name"))){
const err42 = {instancePath:instancePath+"/workspaces/" + i1+"/folders/" + i4,keyword:"additionalProperties",params:{additionalProperty: key5}};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data24.id !== undefined){
let data25 = data24.id;
if(typeof data25 === "string"){
if(func2(data25) < 1){
const err43 = {instancePath:instancePath+"/workspaces/" + i1+"/folders/" + i4+"/id",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
else {
const err44 = {instancePath:instancePath+"/workspaces/" + i1+"/folders/" + i4+"/id",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data24.name !== undefined){
let data26 = data24.name;
if(typeof data26 === "string"){
if(func2(data26) < 1){
const err45 = {instancePath:instancePath+"/workspaces/" + i1+"/folders/" + i4+"/name",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
else {
const err46 = {instancePath:instancePath+"/workspaces/" + i1+"/folders/" + i4+"/name",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
else {
const err47 = {instancePath:instancePath+"/workspaces/" + i1+"/folders/" + i4,keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
else {
const err48 = {instancePath:instancePath+"/workspaces/" + i1+"/folders",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data10.webhooks !== undefined){
let data27 = data10.webhooks;
if(Array.isArray(data27)){
const len5 = data27.length;
for(let i5=0; i5<len5; i5++){
let data28 = data27[i5];
if(data28 && typeof data28 == "object" && !Array.isArray(data28)){
for(const prop6 of schema137.properties.workspaces.items.properties.webhooks.items.required){
if(data28[prop6] === undefined){
const err49 = {instancePath:instancePath+"/workspaces/" + i1+"/webhooks/" + i5,keyword:"required",params:{missingProperty: prop6}};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
for(const key6 in data28){
if(!((((key6 === "id") || (key6 === "name")) || (key6 === "url")) || (key6 === "secret"))){
const err50 = {instancePath:instancePath+"/workspaces/" + i1+"/webhooks/" + i5,keyword:"additionalProperties",params:{additionalProperty: key6}};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data28.id !== undefined){
let data29 = data28.id;
if(typeof data29 === "string"){
if(func2(data29) < 1){
const err51 = {instancePath:instancePath+"/workspaces/" + i1+"/webhooks/" + i5+"/id",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
else {
const err52 = {instancePath:instancePath+"/workspaces/" + i1+"/webhooks/" + i5+"/id",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data28.name !== undefined){
if(typeof data28.name !== "string"){
const err53 = {instancePath:instancePath+"/workspaces/" + i1+"/webhooks/" + i5+"/name",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data28.url !== undefined){
let data31 = data28.url;
if(typeof data31 === "string"){
if(!(formats26(data31))){
const err54 = {instancePath:instancePath+"/workspaces/" + i1+"/webhooks/" + i5+"/url",keyword:"format",params:{format: "uri"}};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/workspaces/" + i1+"/webhooks/" + i5+"/url",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data28.secret !== undefined){
let data32 = data28.secret;
if(typeof data32 === "string"){
if(func2(data32) < 1){
const err56 = {instancePath:instancePath+"/workspaces/" + i1+"/webhooks/" + i5+"/secret",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
else {
const err57 = {instancePath:instancePath+"/workspaces/" + i1+"/webhooks/" + i5+"/secret",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
}
else {
const err58 = {instancePath:instancePath+"/workspaces/" + i1+"/webhooks/" + i5,keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
}
else {
const err59 = {instancePath:instancePath+"/workspaces/" + i1+"/webhooks",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data10.tags !== undefined){
let data33 = data10.tags;
if(Array.isArray(data33)){
const len6 = data33.length;
for(let i6=0; i6<len6; i6++){
if(!(validate50(data33[i6], {instancePath:instancePath+"/workspaces/" + i1+"/tags/" + i6,parentData:data33,parentDataProperty:i6,rootData}))){
vErrors = vErrors === null ? validate50.errors : vErrors.concat(validate50.errors);
errors = vErrors.length;
}
}
}
else {
const err60 = {instancePath:instancePath+"/workspaces/" + i1+"/tags",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data10.links !== undefined){
let data35 = data10.links;
if(Array.isArray(data35)){
const len7 = data35.length;
for(let i7=0; i7<len7; i7++){
let data36 = data35[i7];
if(!(validate48(data36, {instancePath:instancePath+"/workspaces/" + i1+"/links/" + i7,parentData:data35,parentDataProperty:i7,rootData}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
if(data36 && typeof data36 == "object" && !Array.isArray(data36)){
if(data36.domain !== undefined){
let data37 = data36.domain;
if(typeof data37 === "string"){
if(func2(data37) > 190){
const err61 = {instancePath:instancePath+"/workspaces/" + i1+"/links/" + i7+"/domain",keyword:"maxLength",params:{limit: 190}};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
else {
const err62 = {instancePath:instancePath+"/workspaces/" + i1+"/links/" + i7+"/domain",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data36.key !== undefined){
let data38 = data36.key;
if(typeof data38 === "string"){
if(func2(data38) > 190){
const err63 = {instancePath:instancePath+"/workspaces/" + i1+"/links/" + i7+"/key",keyword:"maxLength",params:{limit: 190}};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
else {
const err64 = {instancePath:instancePath+"/workspaces/" + i1+"/links/" + i7+"/key",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data36.externalId !== undefined){
let data39 = data36.externalId;
if((typeof data39 !== "string") && (data39 !== null)){
const err65 = {instancePath:instancePath+"/workspaces/" + i1+"/links/" + i7+"/externalId",keyword:"type",params:{type: schema137.properties.workspaces.items.properties.links.items.allOf[1].properties.externalId.type}};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(typeof data39 === "string"){
if(func2(data39) > 255){
const err66 = {instancePath:instancePath+"/workspaces/" + i1+"/links/" + i7+"/externalId",keyword:"maxLength",params:{limit: 255}};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(func2(data39) < 1){
const err67 = {instancePath:instancePath+"/workspaces/" + i1+"/links/" + i7+"/externalId",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
}
if(data36.tenantId !== undefined){
let data40 = data36.tenantId;
if((typeof data40 !== "string") && (data40 !== null)){
const err68 = {instancePath:instancePath+"/workspaces/" + i1+"/links/" + i7+"/tenantId",keyword:"type",params:{type: schema137.properties.workspaces.items.properties.links.items.allOf[1].properties.tenantId.type}};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(typeof data40 === "string"){
if(func2(data40) > 255){
const err69 = {instancePath:instancePath+"/workspaces/" + i1+"/links/" + i7+"/tenantId",keyword:"maxLength",params:{limit: 255}};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
}
if(data36.expiredUrl !== undefined){
let data41 = data36.expiredUrl;
if((typeof data41 !== "string") && (data41 !== null)){
const err70 = {instancePath:instancePath+"/workspaces/" + i1+"/links/" + i7+"/expiredUrl",keyword:"type",params:{type: schema137.properties.workspaces.items.properties.links.items.allOf[1].properties.expiredUrl.type}};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(typeof data41 === "string"){
if(func2(data41) > 32000){
const err71 = {instancePath:instancePath+"/workspaces/" + i1+"/links/" + i7+"/expiredUrl",keyword:"maxLength",params:{limit: 32000}};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
}
if(data36.ios !== undefined){
let data42 = data36.ios;
if((typeof data42 !== "string") && (data42 !== null)){
const err72 = {instancePath:instancePath+"/workspaces/" + i1+"/links/" + i7+"/ios",keyword:"type",params:{type: schema137.properties.workspaces.items.properties.links.items.allOf[1].properties.ios.type}};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if(typeof data42 === "string"){
if(func2(data42) > 32000){
const err73 = {instancePath:instancePath+"/workspaces/" + i1+"/links/" + i7+"/ios",keyword:"maxLength",params:{limit: 32000}};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
}
if(data36.android !== undefined){
let data43 = data36.android;
if((typeof data43 !== "string") && (data43 !== null)){
const err74 = {instancePath:instancePath+"/workspaces/" + i1+"/links/" + i7+"/android",keyword:"type",params:{type: schema137.properties.workspaces.items.properties.links.items.allOf[1].properties.android.type}};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if(typeof data43 === "string"){
if(func2(data43) > 32000){
const err75 = {instancePath:instancePath+"/workspaces/" + i1+"/links/" + i7+"/android",keyword:"maxLength",params:{limit: 32000}};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
}
}
}
}
else {
const err76 = {instancePath:instancePath+"/workspaces/" + i1+"/links",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
}
else {
const err77 = {instancePath:instancePath+"/workspaces/" + i1,keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
}
else {
const err78 = {instancePath:instancePath+"/workspaces",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
}
else {
const err79 = {instancePath,keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
validate77.errors = vErrors;
return errors === 0;
}

/** The validator of each schema of openapi.yaml the runtime validates with, by its JSON pointer. */
export const validatorsByPointer: Readonly<Record<string, PrecompiledValidator>> = {
  "#/components/responses/BadRequest/content/application~1json/schema": validator0,
  "#/components/responses/Conflict/content/application~1json/schema": validator1,
  "#/components/responses/Forbidden/content/application~1json/schema": validator2,
  "#/components/responses/InternalServerError/content/application~1json/schema": validator3,
  "#/components/responses/InviteExpired/content/application~1json/schema": validator4,
  "#/components/responses/NotFound/content/application~1json/schema": validator5,
  "#/components/responses/RateLimitExceeded/content/application~1json/schema": validator6,
  "#/components/responses/Unauthorized/content/application~1json/schema": validator7,
  "#/components/responses/UnprocessableEntity/content/application~1json/schema": validator8,
  "#/components/schemas/CreateLinkRequest": validator9,
  "#/paths/~1links/get/responses/200/content/application~1json/schema": validator10,
  "#/paths/~1links/post/requestBody/content/application~1json/schema": validator9,
  "#/paths/~1links/post/responses/200/content/application~1json/schema": validator11,
  "#/paths/~1links~1bulk/post/requestBody/content/application~1json/schema": validator12,
  "#/paths/~1links~1bulk/post/responses/200/content/application~1json/schema": validator13,
  "#/paths/~1links~1count/get/responses/200/content/application~1json/schema": validator14,
  "#/paths/~1links~1info/get/responses/200/content/application~1json/schema": validator11,
  "#/paths/~1links~1{linkId}/delete/responses/200/content/application~1json/schema": validator15,
  "#/paths/~1tags/post/requestBody/content/application~1json/schema": validator16,
  "#/paths/~1tags/post/responses/201/content/application~1json/schema": validator17,
  "#/paths/~1workspaces~1{idOrSlug}/get/responses/200/content/application~1json/schema": validator18,
};

/** The validator of each schema built from the contract (parameters of an operation, the dataset file), by key. */
export const validatorsByKey: Readonly<Record<string, PrecompiledValidator>> = {
  "dataset": validator28,
  "parameters/bulkCreateLinks": validator22,
  "parameters/createLink": validator21,
  "parameters/createTag": validator19,
  "parameters/deleteLink": validator25,
  "parameters/getLinkInfo": validator23,
  "parameters/getLinks": validator20,
  "parameters/getLinksCount": validator24,
  "parameters/getQRCode": validator27,
  "parameters/getWorkspace": validator26,
};
