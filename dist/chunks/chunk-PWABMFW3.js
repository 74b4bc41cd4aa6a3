import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url); const __docflowModuleUrl = import.meta.url;
import{CANCELLED_BEFORE_START,DEFAULT_INPUT_CONTENT_TYPE,DEFAULT_OUTPUT_CONTENT_TYPE,INPUT_NODE_ID,LIVE_TASKS_SQL,SCHEDULE_SLOT_RETENTION_MS,mergeFileResult,mergeOutputNodeFile,mergeTaskId,mergeTokenUsage,patchEntries,purgeCutoff,splitTasks,toUint8Array,withOutputNodeFiles}from"./chunk-OWU6NTKW.js";import{esm_default}from"./chunk-E2AOEZPS.js";import{ActiveJobExistsError,NameTakenError}from"./chunk-UBJPVWXM.js";import{join}from"node:path";import{randomUUID}from"node:crypto";var MIGRATIONS=[{version:1,name:"connectors, workflows, jobs, job files, schedule slots",sqlite:`
      CREATE TABLE connectors (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('source', 'destination')),
        name TEXT NOT NULL,
        type TEXT NOT NULL,
        config TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT
      );
      CREATE INDEX connectors_kind_type ON connectors (kind, type);

      CREATE TABLE workflows (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL UNIQUE,
        status TEXT NOT NULL,
        workflow_type TEXT NOT NULL,
        source_id TEXT,
        destination_id TEXT,
        workflow_nodes TEXT NOT NULL,
        schedule TEXT,
        reprocess_all INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        updated_at TEXT
      );
      CREATE INDEX workflows_source ON workflows (source_id);
      CREATE INDEX workflows_destination ON workflows (destination_id);

      CREATE TABLE jobs (
        id TEXT PRIMARY KEY,
        workflow_id TEXT NOT NULL REFERENCES workflows (id) ON DELETE CASCADE,
        workflow_name TEXT NOT NULL,
        status TEXT NOT NULL,
        job_type TEXT NOT NULL,
        created_at TEXT NOT NULL,
        started_at TEXT,
        finished_at TEXT,
        input_files TEXT NOT NULL,
        output_node_files TEXT NOT NULL DEFAULT '[]',
        file_results TEXT NOT NULL DEFAULT '[]',
        error TEXT,
        cancel_requested INTEGER NOT NULL DEFAULT 0,
        lease_owner TEXT,
        lease_expires_at TEXT,
        attempts INTEGER NOT NULL DEFAULT 0
      );
      CREATE UNIQUE INDEX jobs_one_active_per_workflow ON jobs (workflow_id)
        WHERE status IN ('SCHEDULED', 'IN_PROGRESS');
      CREATE INDEX jobs_workflow ON jobs (workflow_id);
      CREATE INDEX jobs_status ON jobs (status);

      CREATE TABLE job_files (
        job_id TEXT NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
        file_id TEXT NOT NULL,
        node_id TEXT NOT NULL,
        content_type TEXT NOT NULL,
        data BLOB NOT NULL,
        PRIMARY KEY (job_id, file_id, node_id)
      );

      CREATE TABLE schedule_slots (
        workflow_id TEXT NOT NULL REFERENCES workflows (id) ON DELETE CASCADE,
        fire_at TEXT NOT NULL,
        claimed_at TEXT NOT NULL,
        PRIMARY KEY (workflow_id, fire_at)
      );
    `,postgres:`
      CREATE TABLE connectors (
        id TEXT PRIMARY KEY,
        seq BIGSERIAL NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('source', 'destination')),
        name TEXT NOT NULL,
        type TEXT NOT NULL,
        config JSONB NOT NULL,
        created_at TIMESTAMPTZ NOT NULL,
        updated_at TIMESTAMPTZ
      );
      CREATE INDEX connectors_kind_type ON connectors (kind, type);

      CREATE TABLE workflows (
        id TEXT PRIMARY KEY,
        seq BIGSERIAL NOT NULL,
        name TEXT NOT NULL CONSTRAINT workflows_name_unique UNIQUE,
        status TEXT NOT NULL,
        workflow_type TEXT NOT NULL,
        source_id TEXT,
        destination_id TEXT,
        workflow_nodes JSONB NOT NULL,
        schedule TEXT,
        reprocess_all BOOLEAN NOT NULL DEFAULT false,
        created_at TIMESTAMPTZ NOT NULL,
        updated_at TIMESTAMPTZ
      );
      CREATE INDEX workflows_source ON workflows (source_id);
      CREATE INDEX workflows_destination ON workflows (destination_id);

      CREATE TABLE jobs (
        id TEXT PRIMARY KEY,
        seq BIGSERIAL NOT NULL,
        workflow_id TEXT NOT NULL REFERENCES workflows (id) ON DELETE CASCADE,
        workflow_name TEXT NOT NULL,
        status TEXT NOT NULL,
        job_type TEXT NOT NULL,
        created_at TIMESTAMPTZ NOT NULL,
        started_at TIMESTAMPTZ,
        finished_at TIMESTAMPTZ,
        input_files JSONB NOT NULL,
        output_node_files JSONB NOT NULL DEFAULT '[]',
        file_results JSONB NOT NULL DEFAULT '[]',
        error TEXT,
        cancel_requested BOOLEAN NOT NULL DEFAULT false,
        lease_owner TEXT,
        lease_expires_at TIMESTAMPTZ,
        attempts INTEGER NOT NULL DEFAULT 0
      );
      CREATE UNIQUE INDEX jobs_one_active_per_workflow ON jobs (workflow_id)
        WHERE status IN ('SCHEDULED', 'IN_PROGRESS');
      CREATE INDEX jobs_workflow ON jobs (workflow_id);
      CREATE INDEX jobs_claimable ON jobs (seq) WHERE status IN ('SCHEDULED', 'IN_PROGRESS');

      CREATE TABLE job_files (
        job_id TEXT NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
        file_id TEXT NOT NULL,
        node_id TEXT NOT NULL,
        content_type TEXT NOT NULL,
        data BYTEA NOT NULL,
        PRIMARY KEY (job_id, file_id, node_id)
      );

      CREATE TABLE schedule_slots (
        workflow_id TEXT NOT NULL REFERENCES workflows (id) ON DELETE CASCADE,
        fire_at TEXT NOT NULL,
        claimed_at TIMESTAMPTZ NOT NULL,
        PRIMARY KEY (workflow_id, fire_at)
      );
    `},{version:2,name:"job file retention: files_expired_at, index of ended jobs whose files are still kept",sqlite:`
      ALTER TABLE jobs ADD COLUMN files_expired_at TEXT;
      CREATE INDEX jobs_files_kept ON jobs (finished_at) WHERE files_expired_at IS NULL;
    `,postgres:`
      ALTER TABLE jobs ADD COLUMN files_expired_at TIMESTAMPTZ;
      CREATE INDEX jobs_files_kept ON jobs (finished_at) WHERE files_expired_at IS NULL;
    `},{version:3,name:"token usage of the model providers per job",sqlite:"ALTER TABLE jobs ADD COLUMN token_usage TEXT NOT NULL DEFAULT '[]';",postgres:"ALTER TABLE jobs ADD COLUMN token_usage JSONB NOT NULL DEFAULT '[]';"},{version:4,name:"source cursors: where an incremental source's listing stopped, per workflow",sqlite:`
      CREATE TABLE source_cursors (
        workflow_id TEXT NOT NULL REFERENCES workflows (id) ON DELETE CASCADE,
        source_id TEXT NOT NULL,
        fingerprint TEXT NOT NULL,
        cursor TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        PRIMARY KEY (workflow_id, source_id)
      );
    `,postgres:`
      CREATE TABLE source_cursors (
        workflow_id TEXT NOT NULL REFERENCES workflows (id) ON DELETE CASCADE,
        source_id TEXT NOT NULL,
        fingerprint TEXT NOT NULL,
        cursor TEXT NOT NULL,
        updated_at TIMESTAMPTZ NOT NULL,
        PRIMARY KEY (workflow_id, source_id)
      );
    `},{version:5,name:"user secrets (POST /users/secrets) that connector configs refer to, and the key they are sent under",sqlite:`
      CREATE TABLE user_secrets (
        id TEXT PRIMARY KEY,
        type TEXT NOT NULL,
        sealed TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE server_keys (
        name TEXT PRIMARY KEY,
        sealed TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
    `,postgres:`
      CREATE TABLE user_secrets (
        id TEXT PRIMARY KEY,
        type TEXT NOT NULL,
        sealed TEXT NOT NULL,
        created_at TIMESTAMPTZ NOT NULL
      );
      CREATE TABLE server_keys (
        name TEXT PRIMARY KEY,
        sealed TEXT NOT NULL,
        created_at TIMESTAMPTZ NOT NULL
      );
    `},{version:6,name:"job tasks: a job's files (and a large PDF's page ranges) as units any worker claims",sqlite:`
      CREATE TABLE job_tasks (
        job_id TEXT NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
        task_id TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('file', 'range', 'merge')),
        file_id TEXT NOT NULL,
        first_page INTEGER,
        last_page INTEGER,
        status TEXT NOT NULL,
        lease_owner TEXT,
        lease_expires_at TEXT,
        attempts INTEGER NOT NULL DEFAULT 0,
        document TEXT NOT NULL,
        part BLOB,
        PRIMARY KEY (job_id, task_id)
      );
      CREATE INDEX job_tasks_live ON job_tasks (status) WHERE status IN ('QUEUED', 'RUNNING', 'WAITING');
      CREATE INDEX job_tasks_file ON job_tasks (job_id, file_id);
    `,postgres:`
      CREATE TABLE job_tasks (
        job_id TEXT NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
        task_id TEXT NOT NULL,
        seq BIGSERIAL NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('file', 'range', 'merge')),
        file_id TEXT NOT NULL,
        first_page INTEGER,
        last_page INTEGER,
        status TEXT NOT NULL,
        lease_owner TEXT,
        lease_expires_at TIMESTAMPTZ,
        attempts INTEGER NOT NULL DEFAULT 0,
        document JSONB NOT NULL,
        part BYTEA,
        PRIMARY KEY (job_id, task_id)
      );
      CREATE INDEX job_tasks_claimable ON job_tasks (seq) WHERE status IN ('QUEUED', 'RUNNING');
      CREATE INDEX job_tasks_file ON job_tasks (job_id, file_id);
    `},{version:7,name:"job files and range drafts compressed with lz4 where the server has it",sqlite:"SELECT 1;",postgres:`
      DO $$
      BEGIN
        IF current_setting('server_version_num')::int >= 140000 THEN
          BEGIN
            EXECUTE 'ALTER TABLE job_files ALTER COLUMN data SET COMPRESSION lz4';
            EXECUTE 'ALTER TABLE job_tasks ALTER COLUMN part SET COMPRESSION lz4';
          EXCEPTION WHEN feature_not_supported THEN
            NULL;
          END;
        END IF;
      END
      $$;
    `}],LATEST_SCHEMA_VERSION=Math.max(...MIGRATIONS.map(migration=>migration.version)),CREATE_MIGRATIONS_TABLE_SQLITE=`
  CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`,CREATE_MIGRATIONS_TABLE_POSTGRES=`
  CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
  )`,MIGRATION_LOCK_KEY=1685021542;function checkNotNewer(applied){let newest=Math.max(0,...applied);if(newest>LATEST_SCHEMA_VERSION)throw new Error(`the database schema is at version ${newest}, newer than this docflow knows (${LATEST_SCHEMA_VERSION}); upgrade docflow rather than run an older one against this database`)}function migrateSqlite(db){db.exec("BEGIN IMMEDIATE");try{db.exec(CREATE_MIGRATIONS_TABLE_SQLITE);let applied=db.prepare("SELECT version FROM schema_migrations").all().map(row=>Number(row.version));checkNotNewer(applied);let done=new Set(applied),ran=[],record=db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)");for(let migration of MIGRATIONS)done.has(migration.version)||(db.exec(migration.sqlite),record.run(migration.version,migration.name,new Date().toISOString()),ran.push(migration.version));return db.exec("COMMIT"),ran}catch(error){throw db.isTransaction&&db.exec("ROLLBACK"),error}}async function migratePostgres(pool){let client=await pool.connect(),broken;try{await client.query("BEGIN");try{await client.query("SELECT pg_advisory_xact_lock($1)",[MIGRATION_LOCK_KEY]),await client.query(CREATE_MIGRATIONS_TABLE_POSTGRES);let{rows}=await client.query("SELECT version FROM schema_migrations"),applied=rows.map(row=>Number(row.version));checkNotNewer(applied);let done=new Set(applied),ran=[];for(let migration of MIGRATIONS)done.has(migration.version)||(await client.query(migration.postgres),await client.query("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)",[migration.version,migration.name]),ran.push(migration.version));return await client.query("COMMIT"),ran}catch(error){throw await client.query("ROLLBACK").catch(rollbackError=>{broken=rollbackError instanceof Error?rollbackError:new Error(String(rollbackError))}),error}}finally{client.release(broken)}}var text=value=>String(value);function textOrNull(value){return value==null?null:String(value)}function timeOrNull(codec,value){return value==null?null:codec.time(value)}function connectorFromRow(codec,row){return{id:text(row.id),kind:text(row.kind),name:text(row.name),type:text(row.type),config:codec.json(row.config),created_at:codec.time(row.created_at),updated_at:timeOrNull(codec,row.updated_at)}}function workflowFromRow(codec,row){return{id:text(row.id),name:text(row.name),status:text(row.status),workflow_type:text(row.workflow_type),source_id:textOrNull(row.source_id),destination_id:textOrNull(row.destination_id),workflow_nodes:codec.json(row.workflow_nodes),schedule:textOrNull(row.schedule),reprocess_all:codec.flag(row.reprocess_all),created_at:codec.time(row.created_at),updated_at:timeOrNull(codec,row.updated_at)}}function jobFromRow(codec,row){return{id:text(row.id),workflow_id:text(row.workflow_id),workflow_name:text(row.workflow_name),status:text(row.status),job_type:text(row.job_type),created_at:codec.time(row.created_at),started_at:timeOrNull(codec,row.started_at),finished_at:timeOrNull(codec,row.finished_at),input_files:codec.json(row.input_files),output_node_files:codec.json(row.output_node_files),file_results:codec.json(row.file_results),error:textOrNull(row.error),cancel_requested:codec.flag(row.cancel_requested),lease_owner:textOrNull(row.lease_owner),lease_expires_at:timeOrNull(codec,row.lease_expires_at),attempts:Number(row.attempts),files_expired_at:timeOrNull(codec,row.files_expired_at),token_usage:row.token_usage===null||row.token_usage===void 0?[]:codec.json(row.token_usage)}}function taskFromRow(codec,row){let page=value=>value==null?void 0:Number(value);return{job_id:text(row.job_id),task_id:text(row.task_id),workflow_id:text(row.workflow_id),kind:text(row.kind),file_id:text(row.file_id),first_page:page(row.first_page),last_page:page(row.last_page),status:text(row.status),lease_owner:textOrNull(row.lease_owner),attempts:Number(row.attempts),document:codec.json(row.document)}}function whereClause(filter,fields,placeholder3){let where=[],params=[];for(let field of fields){let value=filter[field];value!==void 0&&(params.push(value),where.push(`${field} = ${placeholder3(params.length)}`))}return{clause:where.length>0?`WHERE ${where.join(" AND ")}`:"",params}}var PG={time:value=>value instanceof Date?value.toISOString():String(value),json:value=>value,flag:value=>value===!0},toConnector=row=>connectorFromRow(PG,row),toWorkflow=row=>workflowFromRow(PG,row),toJob=row=>jobFromRow(PG,row),toTask=row=>taskFromRow(PG,row),bytea=data=>Buffer.from(data.buffer,data.byteOffset,data.byteLength),placeholder=position=>`$${position}`,UNIQUE_VIOLATION="23505",FOREIGN_KEY_VIOLATION="23503",NUL="\0",REPLACEMENT="\uFFFD";function jsonParam(value){return JSON.stringify(value,(_key,entry)=>typeof entry=="string"?entry.replaceAll(NUL,REPLACEMENT):entry)}function textParams(params){return params.map(param=>typeof param=="string"?param.replaceAll(NUL,REPLACEMENT):param)}function workflowColumnValue(field,value){return field==="workflow_nodes"?jsonParam(value??[]):field==="reprocess_all"?value===!0:value??null}function workflowColumnCast(field){return field==="workflow_nodes"?"::jsonb":""}function pgError(error){return typeof error=="object"&&error!==null?error:{}}function isNameTaken(error){let{code,constraint}=pgError(error);return code===UNIQUE_VIOLATION&&constraint==="workflows_name_unique"}var WORK_CHANNEL="docflow_work",LEASE="now() + ($LEASE_MS::double precision * interval '1 millisecond')",lease=param=>LEASE.replace("$LEASE_MS",`$${param}`),PostgresWorkflowStore=class{dialect="postgres";#pool;#connectionString;#closed=!1;constructor(options){this.#connectionString=options.connectionString,this.#pool=new esm_default.Pool({connectionString:options.connectionString,max:options.poolSize??10}),this.#pool.on("error",()=>{})}async#query(sql,params=[],client=this.#pool){return(await client.query(sql,textParams(params))).rows}async#execute(sql,params){return(await this.#pool.query(sql,textParams(params))).rowCount??0}async#transaction(work){let client=await this.#pool.connect(),broken;try{await client.query("BEGIN");let result=await work(client);return await client.query("COMMIT"),result}catch(error){throw await client.query("ROLLBACK").catch(rollbackError=>{broken=rollbackError instanceof Error?rollbackError:new Error("rollback failed")}),error}finally{client.release(broken)}}async#notifyWork(client){await client.query(`SELECT pg_notify('${WORK_CHANNEL}', '')`)}async#notifyJobIdle(client,jobId){await client.query(`SELECT pg_notify('${WORK_CHANNEL}', $1) WHERE NOT EXISTS (SELECT 1 FROM job_tasks
         WHERE job_id = $1 AND status IN ${LIVE_TASKS_SQL})`,[jobId])}async onWork(listener){let client=new esm_default.Client({connectionString:this.#connectionString});return client.on("error",()=>{}),client.on("notification",message=>listener(message.payload||void 0)),await client.connect(),await client.query(`LISTEN ${WORK_CHANNEL}`),async()=>{await client.end().catch(()=>{})}}async migrate(){await migratePostgres(this.#pool)}async close(){this.#closed||(this.#closed=!0,await this.#pool.end())}async createConnector(connector){let[row]=await this.#query(`INSERT INTO connectors (id, kind, name, type, config, created_at)
       VALUES ($1, $2, $3, $4, $5::jsonb, now()) RETURNING *`,[randomUUID(),connector.kind,connector.name,connector.type,jsonParam(connector.config)]);return toConnector(row)}async getConnector(kind,id){let[row]=await this.#query("SELECT * FROM connectors WHERE kind = $1 AND id = $2",[kind,id]);return row?toConnector(row):void 0}async listConnectors(kind,type){return(type===void 0?await this.#query("SELECT * FROM connectors WHERE kind = $1 ORDER BY seq",[kind]):await this.#query("SELECT * FROM connectors WHERE kind = $1 AND type = $2 ORDER BY seq",[kind,type])).map(toConnector)}async updateConnector(kind,id,config){let[row]=await this.#query("UPDATE connectors SET config = $3::jsonb, updated_at = now() WHERE kind = $1 AND id = $2 RETURNING *",[kind,id,jsonParam(config)]);return row?toConnector(row):void 0}async deleteConnector(kind,id){return this.#transaction(async client=>{if((await this.#query("SELECT id FROM connectors WHERE kind = $1 AND id = $2 FOR UPDATE",[kind,id],client)).length===0)return{deleted:!1,usedBy:[]};let column=kind==="source"?"source_id":"destination_id",users=await this.#query(`SELECT id, name FROM workflows WHERE ${column} = $1 ORDER BY seq`,[id],client);return users.length>0?{deleted:!1,usedBy:users.map(row=>({id:String(row.id),name:String(row.name)}))}:(await this.#query("DELETE FROM connectors WHERE kind = $1 AND id = $2",[kind,id],client),{deleted:!0,usedBy:[]})})}async#shareConnectors(client,ids){let present=ids.filter(id=>typeof id=="string");present.length!==0&&await this.#query("SELECT id FROM connectors WHERE id = ANY($1::text[]) FOR SHARE",[present],client)}async createWorkflow(workflow){try{return await this.#transaction(async client=>{await this.#shareConnectors(client,[workflow.source_id,workflow.destination_id]);let[row]=await this.#query(`INSERT INTO workflows (id, name, status, workflow_type, source_id, destination_id, workflow_nodes,
             schedule, reprocess_all, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, now()) RETURNING *`,[randomUUID(),workflow.name,workflow.status,workflow.workflow_type,workflow.source_id??null,workflow.destination_id??null,workflowColumnValue("workflow_nodes",workflow.workflow_nodes),workflow.schedule??null,workflowColumnValue("reprocess_all",workflow.reprocess_all)],client);return toWorkflow(row)})}catch(error){throw isNameTaken(error)?new NameTakenError(workflow.name):error}}async getWorkflow(id){let[row]=await this.#query("SELECT * FROM workflows WHERE id = $1",[id]);return row?toWorkflow(row):void 0}async listWorkflows(filter={}){let fields=["source_id","destination_id","status"],{clause,params}=whereClause(filter,fields,placeholder);return(await this.#query(`SELECT * FROM workflows ${clause} ORDER BY seq`,params)).map(toWorkflow)}async updateWorkflow(id,patch){let entries=patchEntries(patch),params=[id],assignments=entries.map(([field,value])=>(params.push(workflowColumnValue(field,value)),`${field} = $${params.length}${workflowColumnCast(field)}`));assignments.push("updated_at = now()");try{return await this.#transaction(async client=>{await this.#shareConnectors(client,[patch.source_id,patch.destination_id]);let[row]=await this.#query(`UPDATE workflows SET ${assignments.join(", ")} WHERE id = $1 RETURNING *`,params,client);return row?toWorkflow(row):void 0})}catch(error){throw isNameTaken(error)?new NameTakenError(String(patch.name)):error}}async deleteWorkflow(id){return await this.#execute("DELETE FROM workflows WHERE id = $1",[id])>0}async createJob(job){let inputFiles=job.input_files.map(({data:_data,...file})=>file);for(let attempt=1;;attempt++)try{return await this.#transaction(async client=>{let[row]=await this.#query(`INSERT INTO jobs (id, workflow_id, workflow_name, status, job_type, created_at, input_files)
             VALUES ($1, $2, $3, 'SCHEDULED', $4, now(), $5::jsonb) RETURNING *`,[randomUUID(),job.workflow_id,job.workflow_name,job.job_type,jsonParam(inputFiles)],client),record=toJob(row);for(let file of job.input_files)await this.#query("INSERT INTO job_files (job_id, file_id, node_id, content_type, data) VALUES ($1, $2, $3, $4, $5)",[record.id,file.file_id,INPUT_NODE_ID,file.content_type??DEFAULT_INPUT_CONTENT_TYPE,Buffer.from(file.data.buffer,file.data.byteOffset,file.data.byteLength)],client);return await this.#notifyWork(client),record})}catch(error){let{code,constraint}=pgError(error);if(code===FOREIGN_KEY_VIOLATION&&constraint==="jobs_workflow_id_fkey")throw new Error(`cannot create a job: workflow ${job.workflow_id} does not exist`);if(code!==UNIQUE_VIOLATION||constraint!=="jobs_one_active_per_workflow")throw error;let[active]=await this.#query("SELECT id FROM jobs WHERE workflow_id = $1 AND status IN ('SCHEDULED', 'IN_PROGRESS')",[job.workflow_id]);if(active)throw new ActiveJobExistsError(job.workflow_id,String(active.id));if(attempt>=3)throw error}}async getJob(id){let[row]=await this.#query("SELECT * FROM jobs WHERE id = $1",[id]);return row?toJob(row):void 0}async listJobs(filter={}){let{clause,params}=whereClause(filter,["workflow_id","status"],placeholder);return(await this.#query(`SELECT * FROM jobs ${clause} ORDER BY seq`,params)).map(toJob)}async requestCancel(id){let[row]=await this.#query(`UPDATE jobs SET
         status = CASE WHEN status = 'SCHEDULED' THEN 'STOPPED' ELSE status END,
         finished_at = CASE WHEN status = 'SCHEDULED' THEN now() ELSE finished_at END,
         error = CASE WHEN status = 'SCHEDULED' THEN $2 ELSE error END,
         cancel_requested = cancel_requested OR status = 'IN_PROGRESS'
       WHERE id = $1 RETURNING *`,[id,CANCELLED_BEFORE_START]);return row?toJob(row):void 0}async claimJob(owner,leaseMs){let[row]=await this.#query(`WITH next AS (
         SELECT id FROM jobs
         WHERE status = 'SCHEDULED' OR (status = 'IN_PROGRESS' AND lease_expires_at < now())
         ORDER BY seq
         LIMIT 1
         FOR UPDATE SKIP LOCKED
       )
       UPDATE jobs SET status = 'IN_PROGRESS', lease_owner = $1, lease_expires_at = ${lease(2)},
         started_at = COALESCE(started_at, now()), attempts = attempts + 1
       FROM next WHERE jobs.id = next.id
       RETURNING jobs.*`,[owner,leaseMs]);return row?toJob(row):void 0}async renewLease(id,owner,leaseMs){let[renewed]=await this.#query(`UPDATE jobs SET lease_expires_at = ${lease(3)}
       WHERE id = $1 AND lease_owner = $2 AND status = 'IN_PROGRESS' RETURNING cancel_requested`,[id,owner,leaseMs]);if(renewed)return{held:!0,cancelRequested:renewed.cancel_requested===!0};let[row]=await this.#query("SELECT cancel_requested FROM jobs WHERE id = $1",[id]);return{held:!1,cancelRequested:row?.cancel_requested===!0}}async recordFileResult(id,owner,result){await this.#transaction(async client=>{let[row]=await this.#query("SELECT file_results FROM jobs WHERE id = $1 AND lease_owner = $2 AND status = 'IN_PROGRESS' FOR UPDATE",[id,owner],client);if(!row)return;let results=mergeFileResult(row.file_results,result);await this.#query("UPDATE jobs SET file_results = $2::jsonb WHERE id = $1",[id,jsonParam(results)],client)})}async putOutput(id,output){await this.#transaction(async client=>{let[row]=await this.#query("SELECT output_node_files FROM jobs WHERE id = $1 FOR UPDATE",[id],client);if(!row)throw new Error(`cannot store an output: job ${id} does not exist`);await this.#query(`INSERT INTO job_files (job_id, file_id, node_id, content_type, data) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (job_id, file_id, node_id) DO UPDATE SET content_type = excluded.content_type,
           data = excluded.data`,[id,output.file_id,output.node_id,output.content_type??DEFAULT_OUTPUT_CONTENT_TYPE,Buffer.from(output.data.buffer,output.data.byteOffset,output.data.byteLength)],client);let files=mergeOutputNodeFile(row.output_node_files,{file_id:output.file_id,node_id:output.node_id,node_type:output.node_type,node_subtype:output.node_subtype});await this.#query("UPDATE jobs SET output_node_files = $2::jsonb WHERE id = $1",[id,jsonParam(files)],client)})}async releaseJob(id,owner){return await this.#execute(`UPDATE jobs SET status = 'SCHEDULED', lease_owner = NULL, lease_expires_at = NULL,
         attempts = GREATEST(attempts - 1, 0)
       WHERE id = $1 AND lease_owner = $2 AND status = 'IN_PROGRESS'`,[id,owner])>0}async recordTokenUsage(id,owner,usage){return await this.#execute(`UPDATE jobs SET token_usage = $3::jsonb
       WHERE id = $1 AND lease_owner = $2 AND status = 'IN_PROGRESS'`,[id,owner,jsonParam(usage)])>0}async finishJob(id,owner,status,error=null){return await this.#execute(`WITH ended AS (
         UPDATE jobs SET status = $3, error = $4, finished_at = now(), lease_owner = NULL,
           lease_expires_at = NULL
         WHERE id = $1 AND lease_owner = $2 AND status = 'IN_PROGRESS'
         RETURNING id
       ), gone AS (DELETE FROM job_tasks WHERE job_id IN (SELECT id FROM ended))
       SELECT id FROM ended`,[id,owner,status,error])>0}async failAbandonedJobs(maxAttempts,graceMs,reason){return(await this.#query(`WITH failed AS (
         UPDATE jobs SET status = 'FAILED', error = $3, finished_at = now(), lease_owner = NULL,
           lease_expires_at = NULL
         WHERE status = 'IN_PROGRESS' AND attempts >= $1
           AND lease_expires_at < now() - ($2::double precision * interval '1 millisecond')
         RETURNING id, seq
       ), gone AS (DELETE FROM job_tasks WHERE job_id IN (SELECT id FROM failed))
       SELECT id, seq FROM failed`,[maxAttempts,graceMs,reason])).sort((a,b)=>Number(a.seq)-Number(b.seq)).map(row=>String(row.id))}async purgeJobFiles(before){return this.#execute(`WITH expired AS (
         UPDATE jobs SET output_node_files = '[]'::jsonb, files_expired_at = now()
         WHERE files_expired_at IS NULL AND finished_at < $1::timestamptz
           AND status IN ('COMPLETED', 'FAILED', 'STOPPED')
         RETURNING id
       )
       DELETE FROM job_files WHERE job_id IN (SELECT id FROM expired)`,[purgeCutoff(before)])}async getJobFile(jobId,fileId,nodeId){let[row]=await this.#query("SELECT content_type, data FROM job_files WHERE job_id = $1 AND file_id = $2 AND node_id = $3",[jobId,fileId,nodeId??INPUT_NODE_ID]);if(row)return{job_id:jobId,file_id:fileId,node_id:nodeId,content_type:String(row.content_type),data:toUint8Array(row.data)}}async claimScheduleSlot(workflowId,fireAt){let slot=fireAt.toISOString(),claimed;try{claimed=await this.#execute(`INSERT INTO schedule_slots (workflow_id, fire_at, claimed_at)
         SELECT $1, $2, now() WHERE EXISTS (SELECT 1 FROM workflows WHERE id = $1)
         ON CONFLICT (workflow_id, fire_at) DO NOTHING`,[workflowId,slot])>0}catch(error){if(pgError(error).code===FOREIGN_KEY_VIOLATION)return!1;throw error}if(claimed){let horizon=new Date(fireAt.getTime()-SCHEDULE_SLOT_RETENTION_MS).toISOString();await this.#execute("DELETE FROM schedule_slots WHERE workflow_id = $1 AND fire_at < $2",[workflowId,horizon])}return claimed}async createTasks(jobId,owner,tasks){return this.#transaction(async client=>{if((await this.#query("SELECT id FROM jobs WHERE id = $1 AND lease_owner = $2 AND status = 'IN_PROGRESS' FOR UPDATE",[jobId,owner],client)).length===0)return!1;for(let task of tasks)await this.#insertTask(client,jobId,task,"QUEUED");return await this.#notifyWork(client),!0})}async#insertTask(client,jobId,task,status){let[inserted]=await this.#query(`INSERT INTO job_tasks (job_id, task_id, kind, file_id, first_page, last_page, status, document)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)
       ON CONFLICT (job_id, task_id) DO NOTHING RETURNING task_id`,[jobId,task.task_id,task.kind,task.file_id,task.first_page??null,task.last_page??null,status,jsonParam(task.document)],client);inserted&&task.data&&await this.#query(`INSERT INTO job_files (job_id, file_id, node_id, content_type, data) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (job_id, file_id, node_id) DO UPDATE SET data = excluded.data`,[jobId,task.file_id,INPUT_NODE_ID,task.document.content_type??DEFAULT_INPUT_CONTENT_TYPE,bytea(task.data)],client)}async claimTask(owner,leaseMs,jobId){let[row]=await this.#query(`WITH next AS (
         SELECT t.job_id, t.task_id FROM job_tasks t JOIN jobs j ON j.id = t.job_id
         WHERE (t.status = 'QUEUED' OR (t.status = 'RUNNING' AND t.lease_expires_at < now()))
           AND j.status = 'IN_PROGRESS' AND NOT j.cancel_requested
           AND ($3::text IS NULL OR t.job_id = $3)
         ORDER BY t.seq
         LIMIT 1
         FOR UPDATE OF t SKIP LOCKED
       )
       UPDATE job_tasks SET status = 'RUNNING', lease_owner = $1, lease_expires_at = ${lease(2)},
         attempts = job_tasks.attempts + 1
       FROM next JOIN jobs ON jobs.id = next.job_id
       WHERE job_tasks.job_id = next.job_id AND job_tasks.task_id = next.task_id
       RETURNING job_tasks.*, jobs.workflow_id`,[owner,leaseMs,jobId??null]);return row?toTask(row):void 0}async renewTasks(owner,leaseMs){return(await this.#query(`UPDATE job_tasks t SET lease_expires_at = ${lease(2)}
       FROM jobs j
       WHERE t.lease_owner = $1 AND t.status = 'RUNNING' AND j.id = t.job_id
         AND j.status = 'IN_PROGRESS' AND NOT j.cancel_requested
       RETURNING t.job_id, t.task_id`,[owner,leaseMs])).map(row=>({job_id:String(row.job_id),task_id:String(row.task_id)}))}async completeTask(key,owner,outcome){return this.#transaction(async client=>{let[job]=await this.#query(`SELECT file_results, output_node_files, token_usage FROM jobs
         WHERE id = $1 AND status = 'IN_PROGRESS' FOR UPDATE`,[key.job_id],client);if(!job)return!1;let[row]=await this.#query(`SELECT *, '' AS workflow_id FROM job_tasks
         WHERE job_id = $1 AND task_id = $2 AND lease_owner = $3 AND status = 'RUNNING' FOR UPDATE`,[key.job_id,key.task_id,owner],client);if(!row)return!1;let task=toTask(row),setTask=(status,part=null)=>this.#query(`UPDATE job_tasks SET status = $3, lease_owner = NULL, lease_expires_at = NULL, part = $4
           WHERE job_id = $1 AND task_id = $2`,[key.job_id,key.task_id,status,part?bytea(part):null],client),addUsage=async usage=>{!usage||usage.length===0||await this.#query("UPDATE jobs SET token_usage = $2::jsonb WHERE id = $1",[key.job_id,jsonParam(mergeTokenUsage(job.token_usage,usage))],client)};if(outcome.kind==="split"){let{ranges,merge}=splitTasks(task,outcome.ranges);for(let range of ranges)await this.#insertTask(client,key.job_id,range,"QUEUED");return await this.#insertTask(client,key.job_id,merge,"WAITING"),await setTask("SPLIT"),await this.#notifyWork(client),!0}if(outcome.kind==="part")return await setTask("DONE",outcome.part),await addUsage(outcome.usage),await this.#query(`UPDATE job_tasks SET status = 'QUEUED'
           WHERE job_id = $1 AND task_id = $2 AND status = 'WAITING'
             AND NOT EXISTS (SELECT 1 FROM job_tasks WHERE job_id = $1 AND file_id = $3 AND kind = 'range'
               AND status <> 'DONE')`,[key.job_id,mergeTaskId(task.file_id),task.file_id],client),await this.#notifyWork(client),!0;for(let output of outcome.outputs??[])await this.#query(`INSERT INTO job_files (job_id, file_id, node_id, content_type, data) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (job_id, file_id, node_id) DO UPDATE SET content_type = excluded.content_type,
             data = excluded.data`,[key.job_id,output.file_id,output.node_id,output.content_type??DEFAULT_OUTPUT_CONTENT_TYPE,bytea(output.data)],client);let files=withOutputNodeFiles(job.output_node_files,outcome.outputs),results=mergeFileResult(job.file_results,outcome.result);return await this.#query("UPDATE jobs SET file_results = $2::jsonb, output_node_files = $3::jsonb WHERE id = $1",[key.job_id,jsonParam(results),jsonParam(files)],client),await addUsage(outcome.usage),await setTask("DONE"),task.kind!=="file"&&await this.#query(`UPDATE job_tasks SET status = 'CANCELLED', lease_owner = NULL, lease_expires_at = NULL
         WHERE job_id = $1 AND file_id = $2 AND status IN ${LIVE_TASKS_SQL}`,[key.job_id,task.file_id],client),task.document.staged&&await this.#query("DELETE FROM job_files WHERE job_id = $1 AND file_id = $2 AND node_id = $3",[key.job_id,task.file_id,INPUT_NODE_ID],client),await this.#notifyJobIdle(client,key.job_id),!0})}async releaseTasks(owner,keys){return this.#execute(`UPDATE job_tasks SET status = 'QUEUED', lease_owner = NULL, lease_expires_at = NULL,
         attempts = GREATEST(attempts - 1, 0)
       WHERE lease_owner = $1 AND status = 'RUNNING'
         AND ($2::text[] IS NULL
           OR (job_id, task_id) IN (SELECT * FROM unnest($2::text[], $3::text[])))`,[owner,keys?.map(key=>key.job_id)??null,keys?.map(key=>key.task_id)??null])}async cancelTasks(jobId){await this.#transaction(async client=>{((await client.query(`UPDATE job_tasks SET status = 'CANCELLED', lease_owner = NULL, lease_expires_at = NULL
         WHERE job_id = $1 AND status IN ${LIVE_TASKS_SQL}`,[jobId])).rowCount??0)>0&&await this.#notifyJobIdle(client,jobId)})}async jobTasks(jobId){let rows=await this.#query("SELECT status, file_id FROM job_tasks WHERE job_id = $1 AND kind = 'file'",[jobId]),live=await this.#query("SELECT status, count(*)::int AS n FROM job_tasks WHERE job_id = $1 GROUP BY status",[jobId]);return{counts:Object.fromEntries(live.map(row=>[String(row.status),Number(row.n)])),files:new Set(rows.map(row=>String(row.file_id)))}}async liveTasks(jobId){let[row]=await this.#query(`SELECT count(*)::int AS n FROM job_tasks
       WHERE job_id = $1 AND status IN ${LIVE_TASKS_SQL}`,[jobId]);return Number(row?.n??0)}async taskParts(jobId,fileId){return(await this.#query(`SELECT part FROM job_tasks WHERE job_id = $1 AND file_id = $2 AND kind = 'range'
       ORDER BY first_page`,[jobId,fileId])).map(row=>toUint8Array(row.part??Buffer.alloc(0)))}async workStats(){let jobs=await this.#query("SELECT status, count(*)::int AS n FROM jobs GROUP BY status"),tasks=await this.#query(`SELECT t.status, count(*)::int AS n FROM job_tasks t JOIN jobs j ON j.id = t.job_id
       WHERE t.status IN ${LIVE_TASKS_SQL} AND j.status = 'IN_PROGRESS'
       GROUP BY t.status`);return{jobs:Object.fromEntries(jobs.map(row=>[String(row.status),Number(row.n)])),tasks:Object.fromEntries(tasks.map(row=>[String(row.status),Number(row.n)]))}}async getSourceCursor(workflowId,sourceId){let[row]=await this.#query("SELECT fingerprint, cursor FROM source_cursors WHERE workflow_id = $1 AND source_id = $2",[workflowId,sourceId]);return row?{fingerprint:String(row.fingerprint),cursor:String(row.cursor)}:void 0}async putSourceCursor(workflowId,sourceId,cursor){try{await this.#execute(`INSERT INTO source_cursors (workflow_id, source_id, fingerprint, cursor, updated_at)
         SELECT $1, $2, $3, $4, now() WHERE EXISTS (SELECT 1 FROM workflows WHERE id = $1)
         ON CONFLICT (workflow_id, source_id)
         DO UPDATE SET fingerprint = excluded.fingerprint, cursor = excluded.cursor, updated_at = now()`,[workflowId,sourceId,cursor.fingerprint,cursor.cursor])}catch(error){if(pgError(error).code===FOREIGN_KEY_VIOLATION)return;throw error}}async createUserSecret(secret){let[row]=await this.#query("INSERT INTO user_secrets (id, type, sealed, created_at) VALUES ($1, $2, $3, now()) RETURNING created_at",[secret.id,secret.type,secret.sealed]);return{...secret,created_at:new Date(row?.created_at).toISOString()}}async getUserSecret(id){let[row]=await this.#query("SELECT id, type, sealed, created_at FROM user_secrets WHERE id = $1",[id]);return row?{id:String(row.id),type:String(row.type),sealed:String(row.sealed),created_at:new Date(row.created_at).toISOString()}:void 0}async serverKey(name,sealed){await this.#execute("INSERT INTO server_keys (name, sealed, created_at) VALUES ($1, $2, now()) ON CONFLICT (name) DO NOTHING",[name,sealed]);let[row]=await this.#query("SELECT sealed FROM server_keys WHERE name = $1",[name]);return String(row?.sealed)}};import{randomUUID as randomUUID2}from"node:crypto";import{mkdirSync}from"node:fs";import{dirname}from"node:path";import{DatabaseSync}from"node:sqlite";var now=()=>new Date().toISOString(),later=ms=>new Date(Date.now()+ms).toISOString();function text2(value){return String(value)}function json(value){return JSON.parse(String(value))}var SQLITE={time:text2,json,flag:value=>Number(value)!==0},toConnector2=row=>connectorFromRow(SQLITE,row),toWorkflow2=row=>workflowFromRow(SQLITE,row),toJob2=row=>jobFromRow(SQLITE,row),toTask2=row=>taskFromRow(SQLITE,row),placeholder2=()=>"?";function workflowColumnValue2(field,value){return field==="workflow_nodes"?JSON.stringify(value??[]):field==="reprocess_all"?value?1:0:value??null}function isUniqueViolation(error,target){return error instanceof Error&&/UNIQUE constraint failed/.test(error.message)&&error.message.includes(target)}var SqliteWorkflowStore=class{dialect="sqlite";#db;#statements=new Map;#closed=!1;constructor(options){options.path!==":memory:"&&mkdirSync(dirname(options.path),{recursive:!0}),this.#db=new DatabaseSync(options.path,{timeout:options.busyTimeoutMs??5e3,enableForeignKeyConstraints:!0}),options.path!==":memory:"&&this.#db.exec("PRAGMA journal_mode = WAL"),this.#db.exec("PRAGMA synchronous = NORMAL")}#statement(sql){let statement=this.#statements.get(sql);return statement===void 0&&(statement=this.#db.prepare(sql),this.#statements.set(sql,statement)),statement}#get(sql,...params){return this.#statement(sql).get(...params)}#all(sql,...params){return this.#statement(sql).all(...params)}#run(sql,...params){return Number(this.#statement(sql).run(...params).changes)}#write(work){this.#db.exec("BEGIN IMMEDIATE");try{let result=work();return this.#db.exec("COMMIT"),result}catch(error){throw this.#db.isTransaction&&this.#db.exec("ROLLBACK"),error}}async migrate(){migrateSqlite(this.#db)}async close(){this.#closed||(this.#closed=!0,this.#statements.clear(),this.#db.close())}async createConnector(connector){let id=randomUUID2();return this.#run("INSERT INTO connectors (id, kind, name, type, config, created_at) VALUES (?, ?, ?, ?, ?, ?)",id,connector.kind,connector.name,connector.type,JSON.stringify(connector.config),now()),this.#connector(connector.kind,id)}#connector(kind,id){let row=this.#get("SELECT * FROM connectors WHERE kind = ? AND id = ?",kind,id);return row?toConnector2(row):void 0}async getConnector(kind,id){return this.#connector(kind,id)}async listConnectors(kind,type){return(type===void 0?this.#all("SELECT * FROM connectors WHERE kind = ? ORDER BY rowid",kind):this.#all("SELECT * FROM connectors WHERE kind = ? AND type = ? ORDER BY rowid",kind,type)).map(toConnector2)}async updateConnector(kind,id,config){return this.#run("UPDATE connectors SET config = ?, updated_at = ? WHERE kind = ? AND id = ?",JSON.stringify(config),now(),kind,id)===0?void 0:this.#connector(kind,id)}async deleteConnector(kind,id){return this.#write(()=>{if(!this.#get("SELECT id FROM connectors WHERE kind = ? AND id = ?",kind,id))return{deleted:!1,usedBy:[]};let column=kind==="source"?"source_id":"destination_id",usedBy=this.#all(`SELECT id, name FROM workflows WHERE ${column} = ? ORDER BY rowid`,id).map(row=>({id:text2(row.id),name:text2(row.name)}));return usedBy.length>0?{deleted:!1,usedBy}:(this.#run("DELETE FROM connectors WHERE kind = ? AND id = ?",kind,id),{deleted:!0,usedBy:[]})})}#workflow(id){let row=this.#get("SELECT * FROM workflows WHERE id = ?",id);return row?toWorkflow2(row):void 0}async createWorkflow(workflow){let id=randomUUID2();try{this.#run(`INSERT INTO workflows (id, name, status, workflow_type, source_id, destination_id, workflow_nodes,
           schedule, reprocess_all, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,id,workflow.name,workflow.status,workflow.workflow_type,workflow.source_id??null,workflow.destination_id??null,workflowColumnValue2("workflow_nodes",workflow.workflow_nodes),workflow.schedule??null,workflowColumnValue2("reprocess_all",workflow.reprocess_all),now())}catch(error){throw isUniqueViolation(error,"workflows.name")?new NameTakenError(workflow.name):error}return this.#workflow(id)}async getWorkflow(id){return this.#workflow(id)}async listWorkflows(filter={}){let fields=["source_id","destination_id","status"],{clause,params}=whereClause(filter,fields,placeholder2);return this.#all(`SELECT * FROM workflows ${clause} ORDER BY rowid`,...params).map(toWorkflow2)}async updateWorkflow(id,patch){let entries=patchEntries(patch),assignments=[...entries.map(([field])=>`${field} = ?`),"updated_at = ?"].join(", "),values=entries.map(([field,value])=>workflowColumnValue2(field,value));try{if(this.#run(`UPDATE workflows SET ${assignments} WHERE id = ?`,...values,now(),id)===0)return}catch(error){throw isUniqueViolation(error,"workflows.name")?new NameTakenError(String(patch.name)):error}return this.#workflow(id)}async deleteWorkflow(id){return this.#run("DELETE FROM workflows WHERE id = ?",id)>0}#job(id){let row=this.#get("SELECT * FROM jobs WHERE id = ?",id);return row?toJob2(row):void 0}async createJob(job){let id=randomUUID2(),inputFiles=job.input_files.map(({data:_data,...file})=>file);return this.#write(()=>{let active=this.#get("SELECT id FROM jobs WHERE workflow_id = ? AND status IN ('SCHEDULED', 'IN_PROGRESS')",job.workflow_id);if(active)throw new ActiveJobExistsError(job.workflow_id,text2(active.id));if(!this.#get("SELECT id FROM workflows WHERE id = ?",job.workflow_id))throw new Error(`cannot create a job: workflow ${job.workflow_id} does not exist`);this.#run(`INSERT INTO jobs (id, workflow_id, workflow_name, status, job_type, created_at, input_files)
         VALUES (?, ?, ?, 'SCHEDULED', ?, ?, ?)`,id,job.workflow_id,job.workflow_name,job.job_type,now(),JSON.stringify(inputFiles));for(let file of job.input_files)this.#run("INSERT INTO job_files (job_id, file_id, node_id, content_type, data) VALUES (?, ?, ?, ?, ?)",id,file.file_id,INPUT_NODE_ID,file.content_type??DEFAULT_INPUT_CONTENT_TYPE,file.data)}),this.#job(id)}async getJob(id){return this.#job(id)}async listJobs(filter={}){let{clause,params}=whereClause(filter,["workflow_id","status"],placeholder2);return this.#all(`SELECT * FROM jobs ${clause} ORDER BY rowid`,...params).map(toJob2)}async requestCancel(id){return this.#write(()=>{let stamp=now();return this.#run(`UPDATE jobs SET status = 'STOPPED', finished_at = ?, error = ?
         WHERE id = ? AND status = 'SCHEDULED'`,stamp,CANCELLED_BEFORE_START,id),this.#run("UPDATE jobs SET cancel_requested = 1 WHERE id = ? AND status = 'IN_PROGRESS'",id),this.#job(id)})}async claimJob(owner,leaseMs){return this.#write(()=>{let stamp=now(),next=this.#get(`SELECT id FROM jobs
         WHERE status = 'SCHEDULED' OR (status = 'IN_PROGRESS' AND lease_expires_at < ?)
         ORDER BY rowid LIMIT 1`,stamp);if(next)return this.#run(`UPDATE jobs SET status = 'IN_PROGRESS', lease_owner = ?, lease_expires_at = ?,
           started_at = COALESCE(started_at, ?), attempts = attempts + 1
         WHERE id = ?`,owner,later(leaseMs),stamp,text2(next.id)),this.#job(text2(next.id))})}async renewLease(id,owner,leaseMs){let changed=this.#run("UPDATE jobs SET lease_expires_at = ? WHERE id = ? AND lease_owner = ? AND status = 'IN_PROGRESS'",later(leaseMs),id,owner),row=this.#get("SELECT cancel_requested FROM jobs WHERE id = ?",id);return{held:changed>0,cancelRequested:row!==void 0&&Number(row.cancel_requested)!==0}}async recordFileResult(id,owner,result){this.#write(()=>{let row=this.#get("SELECT file_results FROM jobs WHERE id = ? AND lease_owner = ? AND status = 'IN_PROGRESS'",id,owner);if(!row)return;let results=mergeFileResult(json(row.file_results),result);this.#run("UPDATE jobs SET file_results = ? WHERE id = ?",JSON.stringify(results),id)})}async putOutput(id,output){this.#write(()=>{let row=this.#get("SELECT output_node_files FROM jobs WHERE id = ?",id);if(!row)throw new Error(`cannot store an output: job ${id} does not exist`);this.#run(`INSERT INTO job_files (job_id, file_id, node_id, content_type, data) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (job_id, file_id, node_id) DO UPDATE SET content_type = excluded.content_type,
           data = excluded.data`,id,output.file_id,output.node_id,output.content_type??DEFAULT_OUTPUT_CONTENT_TYPE,output.data);let files=mergeOutputNodeFile(json(row.output_node_files),{file_id:output.file_id,node_id:output.node_id,node_type:output.node_type,node_subtype:output.node_subtype});this.#run("UPDATE jobs SET output_node_files = ? WHERE id = ?",JSON.stringify(files),id)})}async releaseJob(id,owner){return this.#run(`UPDATE jobs SET status = 'SCHEDULED', lease_owner = NULL, lease_expires_at = NULL,
         attempts = MAX(attempts - 1, 0)
       WHERE id = ? AND lease_owner = ? AND status = 'IN_PROGRESS'`,id,owner)>0}async recordTokenUsage(id,owner,usage){return this.#run("UPDATE jobs SET token_usage = ? WHERE id = ? AND lease_owner = ? AND status = 'IN_PROGRESS'",JSON.stringify(usage),id,owner)>0}async finishJob(id,owner,status,error=null){return this.#write(()=>{let changed=this.#run(`UPDATE jobs SET status = ?, error = ?, finished_at = ?, lease_owner = NULL, lease_expires_at = NULL
         WHERE id = ? AND lease_owner = ? AND status = 'IN_PROGRESS'`,status,error,now(),id,owner);return changed>0&&this.#run("DELETE FROM job_tasks WHERE job_id = ?",id),changed>0})}async failAbandonedJobs(maxAttempts,graceMs,reason){return this.#write(()=>{let cutoff=new Date(Date.now()-graceMs).toISOString(),ids=this.#all(`SELECT id FROM jobs
         WHERE status = 'IN_PROGRESS' AND lease_expires_at < ? AND attempts >= ? ORDER BY rowid`,cutoff,maxAttempts).map(row=>text2(row.id)),stamp=now();for(let id of ids)this.#run(`UPDATE jobs SET status = 'FAILED', error = ?, finished_at = ?, lease_owner = NULL,
             lease_expires_at = NULL WHERE id = ?`,reason,stamp,id),this.#run("DELETE FROM job_tasks WHERE job_id = ?",id);return ids})}async purgeJobFiles(before){let cutoff=purgeCutoff(before);return this.#write(()=>{let deleted=this.#run(`DELETE FROM job_files WHERE job_id IN (
           SELECT id FROM jobs
           WHERE files_expired_at IS NULL AND finished_at < ? AND +status IN ('COMPLETED', 'FAILED', 'STOPPED'))`,cutoff);return this.#run(`UPDATE jobs SET output_node_files = '[]', files_expired_at = ?
         WHERE files_expired_at IS NULL AND finished_at < ? AND +status IN ('COMPLETED', 'FAILED', 'STOPPED')`,now(),cutoff),deleted})}async getJobFile(jobId,fileId,nodeId){let row=this.#get("SELECT content_type, data FROM job_files WHERE job_id = ? AND file_id = ? AND node_id = ?",jobId,fileId,nodeId??INPUT_NODE_ID);if(row)return{job_id:jobId,file_id:fileId,node_id:nodeId,content_type:text2(row.content_type),data:toUint8Array(row.data)}}async createTasks(jobId,owner,tasks){return this.#write(()=>{if(!this.#get("SELECT id FROM jobs WHERE id = ? AND lease_owner = ? AND status = 'IN_PROGRESS'",jobId,owner))return!1;for(let task of tasks)this.#insertTask(jobId,task,"QUEUED");return!0})}#insertTask(jobId,task,status){this.#run(`INSERT INTO job_tasks (job_id, task_id, kind, file_id, first_page, last_page, status, document)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (job_id, task_id) DO NOTHING`,jobId,task.task_id,task.kind,task.file_id,task.first_page??null,task.last_page??null,status,JSON.stringify(task.document))>0&&task.data&&this.#run(`INSERT INTO job_files (job_id, file_id, node_id, content_type, data) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (job_id, file_id, node_id) DO UPDATE SET data = excluded.data`,jobId,task.file_id,INPUT_NODE_ID,task.document.content_type??DEFAULT_INPUT_CONTENT_TYPE,task.data)}async claimTask(owner,leaseMs,jobId){return this.#write(()=>{let stamp=now(),next=this.#get(`SELECT t.job_id, t.task_id FROM job_tasks t JOIN jobs j ON j.id = t.job_id
         WHERE t.status IN ${LIVE_TASKS_SQL}
           AND (t.status = 'QUEUED' OR (t.status = 'RUNNING' AND t.lease_expires_at < ?))
           AND j.status = 'IN_PROGRESS' AND j.cancel_requested = 0 AND (? IS NULL OR t.job_id = ?)
         ORDER BY t.rowid LIMIT 1`,stamp,jobId??null,jobId??null);if(!next)return;this.#run(`UPDATE job_tasks SET status = 'RUNNING', lease_owner = ?, lease_expires_at = ?, attempts = attempts + 1
         WHERE job_id = ? AND task_id = ?`,owner,later(leaseMs),text2(next.job_id),text2(next.task_id));let row=this.#get(`SELECT t.*, j.workflow_id FROM job_tasks t JOIN jobs j ON j.id = t.job_id
         WHERE t.job_id = ? AND t.task_id = ?`,text2(next.job_id),text2(next.task_id));return row?toTask2(row):void 0})}async renewTasks(owner,leaseMs){return this.#write(()=>(this.#run(`UPDATE job_tasks SET lease_expires_at = ?
         WHERE lease_owner = ? AND status = 'RUNNING' AND job_id IN (
           SELECT id FROM jobs WHERE status = 'IN_PROGRESS' AND cancel_requested = 0)`,later(leaseMs),owner),this.#all(`SELECT t.job_id, t.task_id FROM job_tasks t JOIN jobs j ON j.id = t.job_id
         WHERE t.lease_owner = ? AND t.status = 'RUNNING' AND j.status = 'IN_PROGRESS'
           AND j.cancel_requested = 0`,owner).map(row=>({job_id:text2(row.job_id),task_id:text2(row.task_id)}))))}async completeTask(key,owner,outcome){return this.#write(()=>{let job=this.#get("SELECT file_results, output_node_files, token_usage FROM jobs WHERE id = ? AND status = 'IN_PROGRESS'",key.job_id);if(!job)return!1;let row=this.#get(`SELECT *, '' AS workflow_id FROM job_tasks
         WHERE job_id = ? AND task_id = ? AND lease_owner = ? AND status = 'RUNNING'`,key.job_id,key.task_id,owner);if(!row)return!1;let task=toTask2(row),setTask=(status,part=null)=>this.#run(`UPDATE job_tasks SET status = ?, lease_owner = NULL, lease_expires_at = NULL, part = ?
           WHERE job_id = ? AND task_id = ?`,status,part,key.job_id,key.task_id),addUsage=usage=>{if(!usage||usage.length===0)return;let total=mergeTokenUsage(json(job.token_usage),usage);this.#run("UPDATE jobs SET token_usage = ? WHERE id = ?",JSON.stringify(total),key.job_id)};if(outcome.kind==="split"){let{ranges,merge}=splitTasks(task,outcome.ranges);for(let range of ranges)this.#insertTask(key.job_id,range,"QUEUED");return this.#insertTask(key.job_id,merge,"WAITING"),setTask("SPLIT"),!0}if(outcome.kind==="part")return setTask("DONE",outcome.part),addUsage(outcome.usage),this.#run(`UPDATE job_tasks SET status = 'QUEUED'
           WHERE job_id = ? AND task_id = ? AND status = 'WAITING'
             AND NOT EXISTS (SELECT 1 FROM job_tasks WHERE job_id = ? AND file_id = ? AND kind = 'range'
               AND status <> 'DONE')`,key.job_id,mergeTaskId(task.file_id),key.job_id,task.file_id),!0;for(let output of outcome.outputs??[])this.#run(`INSERT INTO job_files (job_id, file_id, node_id, content_type, data) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT (job_id, file_id, node_id) DO UPDATE SET content_type = excluded.content_type,
             data = excluded.data`,key.job_id,output.file_id,output.node_id,output.content_type??DEFAULT_OUTPUT_CONTENT_TYPE,output.data);let files=withOutputNodeFiles(json(job.output_node_files),outcome.outputs),results=mergeFileResult(json(job.file_results),outcome.result);return this.#run("UPDATE jobs SET file_results = ?, output_node_files = ? WHERE id = ?",JSON.stringify(results),JSON.stringify(files),key.job_id),addUsage(outcome.usage),setTask("DONE"),task.kind!=="file"&&this.#run(`UPDATE job_tasks SET status = 'CANCELLED', lease_owner = NULL, lease_expires_at = NULL
           WHERE job_id = ? AND file_id = ? AND status IN ${LIVE_TASKS_SQL}`,key.job_id,task.file_id),task.document.staged&&this.#run("DELETE FROM job_files WHERE job_id = ? AND file_id = ? AND node_id = ?",key.job_id,task.file_id,INPUT_NODE_ID),!0})}async releaseTasks(owner,keys){return this.#write(()=>{let sql=`UPDATE job_tasks SET status = 'QUEUED', lease_owner = NULL, lease_expires_at = NULL,
           attempts = MAX(attempts - 1, 0)
         WHERE lease_owner = ? AND status = 'RUNNING'`;if(keys===void 0)return this.#run(sql,owner);let changed=0;for(let key of keys)changed+=this.#run(`${sql} AND job_id = ? AND task_id = ?`,owner,key.job_id,key.task_id);return changed})}async cancelTasks(jobId){this.#run(`UPDATE job_tasks SET status = 'CANCELLED', lease_owner = NULL, lease_expires_at = NULL
       WHERE job_id = ? AND status IN ${LIVE_TASKS_SQL}`,jobId)}async jobTasks(jobId){let files=this.#all("SELECT file_id FROM job_tasks WHERE job_id = ? AND kind = 'file'",jobId),counts=this.#all("SELECT status, count(*) AS n FROM job_tasks WHERE job_id = ? GROUP BY status",jobId);return{counts:Object.fromEntries(counts.map(row=>[text2(row.status),Number(row.n)])),files:new Set(files.map(row=>text2(row.file_id)))}}async liveTasks(jobId){let[row]=this.#all(`SELECT count(*) AS n FROM job_tasks WHERE job_id = ? AND status IN ${LIVE_TASKS_SQL}`,jobId);return Number(row?.n??0)}async taskParts(jobId,fileId){return this.#all("SELECT part FROM job_tasks WHERE job_id = ? AND file_id = ? AND kind = 'range' ORDER BY first_page",jobId,fileId).map(row=>toUint8Array(row.part??new Uint8Array(0)))}async workStats(){let jobs=this.#all("SELECT status, count(*) AS n FROM jobs GROUP BY status"),tasks=this.#all(`SELECT t.status, count(*) AS n FROM job_tasks t JOIN jobs j ON j.id = t.job_id
       WHERE t.status IN ${LIVE_TASKS_SQL} AND j.status = 'IN_PROGRESS'
       GROUP BY t.status`);return{jobs:Object.fromEntries(jobs.map(row=>[text2(row.status),Number(row.n)])),tasks:Object.fromEntries(tasks.map(row=>[text2(row.status),Number(row.n)]))}}async claimScheduleSlot(workflowId,fireAt){return this.#write(()=>{let slot=fireAt.toISOString(),claimed=this.#run(`INSERT INTO schedule_slots (workflow_id, fire_at, claimed_at)
         SELECT ?, ?, ? WHERE EXISTS (SELECT 1 FROM workflows WHERE id = ?)
         ON CONFLICT (workflow_id, fire_at) DO NOTHING`,workflowId,slot,now(),workflowId);if(claimed>0){let horizon=new Date(fireAt.getTime()-SCHEDULE_SLOT_RETENTION_MS).toISOString();this.#run("DELETE FROM schedule_slots WHERE workflow_id = ? AND fire_at < ?",workflowId,horizon)}return claimed>0})}async getSourceCursor(workflowId,sourceId){let row=this.#get("SELECT fingerprint, cursor FROM source_cursors WHERE workflow_id = ? AND source_id = ?",workflowId,sourceId);return row?{fingerprint:String(row.fingerprint),cursor:String(row.cursor)}:void 0}async putSourceCursor(workflowId,sourceId,cursor){this.#write(()=>this.#run(`INSERT INTO source_cursors (workflow_id, source_id, fingerprint, cursor, updated_at)
         SELECT ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM workflows WHERE id = ?)
         ON CONFLICT (workflow_id, source_id)
         DO UPDATE SET fingerprint = excluded.fingerprint, cursor = excluded.cursor, updated_at = excluded.updated_at`,workflowId,sourceId,cursor.fingerprint,cursor.cursor,now(),workflowId))}async createUserSecret(secret){let record={...secret,created_at:now()};return this.#write(()=>this.#run("INSERT INTO user_secrets (id, type, sealed, created_at) VALUES (?, ?, ?, ?)",record.id,record.type,record.sealed,record.created_at)),record}async getUserSecret(id){let row=this.#get("SELECT id, type, sealed, created_at FROM user_secrets WHERE id = ?",id);return row?{id:String(row.id),type:String(row.type),sealed:String(row.sealed),created_at:String(row.created_at)}:void 0}async serverKey(name,sealed){return this.#write(()=>(this.#run("INSERT INTO server_keys (name, sealed, created_at) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING",name,sealed,now()),String(this.#get("SELECT sealed FROM server_keys WHERE name = ?",name)?.sealed)))}};var SQLITE_FILE_NAME="docflow.sqlite",DEFAULT_DATA_DIR="docflow-data";function isPostgresUrl(url){return/^postgres(ql)?:\/\//i.test(url)}async function openStore(options={}){let store;if(options.databaseUrl!==void 0&&options.databaseUrl!==""){if(!isPostgresUrl(options.databaseUrl))throw new Error("database URL must start with postgres:// or postgresql:// (the value is not shown)");store=new PostgresWorkflowStore({connectionString:options.databaseUrl,...options.poolSize!==void 0?{poolSize:options.poolSize}:{}})}else{let dataDir=options.dataDir??DEFAULT_DATA_DIR,path=dataDir===":memory:"?":memory:":join(dataDir,SQLITE_FILE_NAME);store=new SqliteWorkflowStore({path})}try{await store.migrate()}catch(error){throw await store.close().catch(()=>{}),error}return store}export{LATEST_SCHEMA_VERSION,PostgresWorkflowStore,SqliteWorkflowStore,SQLITE_FILE_NAME,DEFAULT_DATA_DIR,openStore};
